import type { PlayStatus } from '../../domain/game/play-session';
import type { Player } from './player';

/** The result of a finished game, stored once per player and date. */
export interface GameScore {
  readonly id: string;
  readonly gameDate: string;
  readonly player: Player;
  readonly score: number;
  readonly status: PlayStatus;
  readonly elapsedSeconds: number;
  readonly mistakes: number;
  readonly switches: number;
  readonly isDemo: boolean;
  readonly completedAt: Date;
}

export interface GameScoreRepository {
  /**
   * Stores the result; a second store for the same player and date replaces the first only to mark it
   * `cheater` (the unique index makes parallel submissions store one score). A cheater result flags the user.
   */
  record(score: GameScore): Promise<void>;
}

export const GAME_SCORE_REPOSITORY = Symbol.for('GameScoreRepository');
