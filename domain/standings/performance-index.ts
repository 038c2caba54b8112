import { PERFORMANCE_WINDOW_DAYS } from '../constants/standings.constants';
import { previousDay } from '../game/calendar';
import type { GameDate } from '../game/game-date';
import { gameDatesUpTo, isWin, type DayResult } from './day-result';

export interface PerformanceInput {
  readonly results: readonly DayResult[];
  /** Every date that had a game; the window counts game dates, not calendar days. */
  readonly gameDates: readonly GameDate[];
  readonly today: GameDate;
}

/**
 * DESIGN 6 `rankingScore`: over the 14 most recent game dates up to today, the average score of the
 * games played times the win rate, rounded; 0 with no games. Unplayed dates lower neither factor, but
 * they push older games out of the window.
 */
export const performanceIndex = ({ results, gameDates, today }: PerformanceInput): number => {
  const window = new Set(gameDatesUpTo(gameDates, results, today).slice(-PERFORMANCE_WINDOW_DAYS));
  const played = results.filter((result) => window.has(result.date));
  if (played.length === 0) return 0;
  const average = played.reduce((sum, result) => sum + result.score, 0) / played.length;
  const winRate = played.filter(isWin).length / played.length;
  return Math.round(average * winRate);
};

export interface PerformanceChange {
  readonly previous: number;
  readonly current: number;
  readonly change: number;
}

/** Today's index against yesterday's (DESIGN 6), as the game-over panel shows it. */
export const performanceChange = (input: PerformanceInput): PerformanceChange => {
  const current = performanceIndex(input);
  const previous = performanceIndex({ ...input, today: previousDay(input.today) });
  return { previous, current, change: current - previous };
};
