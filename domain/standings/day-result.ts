import type { GameDate } from '../game/game-date';
import type { GameStatus } from '../scoring/game-status';

/** One stored score of a player: at most one per date (a unique constraint guarantees it). */
export interface DayResult {
  readonly date: GameDate;
  readonly status: GameStatus;
  readonly score: number;
}

export const isWin = (result: DayResult): boolean => result.status === 'won';
