import type { GameDate } from '../game/game-date';
import type { GameStatus } from '../scoring/game-status';

/** One stored score of a player: at most one per date (a unique constraint guarantees it). */
export interface DayResult {
  readonly date: GameDate;
  readonly status: GameStatus;
  readonly score: number;
}

export const isWin = (result: DayResult): boolean => result.status === 'won';

/**
 * The game dates up to `today`, ascending and without repeats. A played date always had a game, so the
 * player's own dates join the list even if the caller's game-date list is short.
 */
export const gameDatesUpTo = (
  gameDates: readonly GameDate[],
  results: readonly DayResult[],
  today: GameDate,
): GameDate[] => [...new Set([...gameDates, ...results.map((r) => r.date)])].filter((d) => d <= today).sort();
