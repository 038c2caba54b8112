import type { GameDate } from '../../domain/game/game-date';

export type DailyJobOutcome = 'ran' | 'alreadyDone' | 'busy';

/**
 * Runs a job once per day across every process: the work and the record that it ran commit together in
 * one transaction under an advisory lock, so a crash leaves the day to the next attempt and two processes
 * never run it at once.
 */
export interface DailyJobs {
  runOnce(name: string, day: GameDate, work: () => Promise<void>): Promise<DailyJobOutcome>;
}

export const DAILY_JOBS = Symbol.for('DailyJobs');
