import type { Player } from './player';

export interface GameReview {
  readonly id: string;
  readonly gameDate: string;
  readonly player: Player;
  readonly difficulty: number;
  readonly funLevel: number;
  readonly isDemo: boolean;
}

export interface GameReviewRepository {
  /** One review per player and date: a second one replaces the ratings of the first. */
  save(review: GameReview): Promise<void>;
}

export const GAME_REVIEW_REPOSITORY = Symbol.for('GameReviewRepository');
