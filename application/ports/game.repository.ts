import type { Category } from '../../domain/game/category';

/** A game players can open: published, its layout fixed, categories in position order. */
export interface PublishedGame {
  readonly id: string;
  readonly gameDate: string;
  readonly title: string | null;
  /** 1 for the first published game, counting by date. */
  readonly sequenceNumber: number;
  readonly gridLayout: string[][];
  readonly categories: readonly Category[];
}

export interface GameToPublish {
  readonly gameDate: string;
  readonly title: string | null;
  readonly gridLayout: string[][];
  readonly categories: readonly Category[];
  readonly createdBy: string | null;
}

export type PublishOutcome = 'created' | 'replaced' | 'unchanged' | 'alreadyPlayed';

export interface GameRepository {
  findPublished(gameDate: string): Promise<PublishedGame | null>;
  /** Published game dates from `from` to `to`, both included, newest first. */
  publishedDates(from: string, to: string): Promise<string[]>;
  countGames(): Promise<number>;
  /**
   * Stores a published game for its date. The same categories again leave it untouched (layout included);
   * other categories replace a game nobody has played, and are refused for one somebody has.
   */
  publish(game: GameToPublish): Promise<PublishOutcome>;
}

export const GAME_REPOSITORY = Symbol.for('GameRepository');
