import type { GridRows } from '../../domain/game/grid';
import type { ManagedGameStatus } from '../../domain/puzzles/game-schedule';

/** A game's category as stored, with the bank entry it was taken from (if any). */
export interface StoredCategory {
  readonly name: string;
  readonly position: number;
  readonly words: readonly string[];
  readonly extraWord: string;
  readonly color: string;
  readonly createdBy: string;
  readonly bankCategoryId: string | null;
}

/** A game as the control panel edits it: draft or published, versioned. */
export interface ManagedGame {
  readonly id: string;
  readonly date: string;
  readonly title: string | null;
  readonly published: boolean;
  readonly version: number;
  /** Drawn once the puzzle is complete; kept through edits (domain/puzzles/layout-carry.ts). */
  readonly gridLayout: GridRows | null;
  readonly categories: readonly StoredCategory[];
  readonly updatedAt: Date;
}

export interface GameToStore {
  readonly id: string;
  readonly date: string;
  readonly title: string | null;
  readonly published: boolean;
  readonly gridLayout: GridRows | null;
  readonly categories: readonly StoredCategory[];
  readonly actorId: string | null;
}

export interface GameListQuery {
  readonly status: ManagedGameStatus;
  readonly today: string;
  readonly offset: number;
  /** null: every game of the status. */
  readonly limit: number | null;
}

export interface CalendarDay {
  readonly date: string;
  readonly gameId: string;
  readonly published: boolean;
  readonly title: string | null;
}

/** Other games' words and category names between two dates, each with the dates they stood on. */
export interface UsageNear {
  readonly words: { word: string; date: string }[];
  readonly names: { name: string; date: string }[];
}

export interface ManagedGameRepository {
  find(id: string): Promise<ManagedGame | null>;
  /** As find, and locks the game's row until the transaction ends: edits of one game queue. */
  lock(id: string): Promise<ManagedGame | null>;
  /** Serialises writers of one date until the transaction ends, and tells whether a game has it. */
  lockDate(date: string): Promise<{ taken: boolean }>;
  list(query: GameListQuery): Promise<{ games: ManagedGame[]; total: number }>;
  /** How many players started each of the dates' games (guests included). */
  playerCounts(dates: readonly string[]): Promise<Map<string, number>>;
  insert(game: GameToStore): Promise<void>;
  /** Stores the new content and bumps the version. */
  update(game: GameToStore): Promise<void>;
  /** Publishes (with its layout) or takes back a game, bumping the version; its categories stay as they are. */
  setPublished(
    id: string,
    published: boolean,
    gridLayout: GridRows | null,
    actorId: string | null,
  ): Promise<void>;
  delete(id: string): Promise<void>;
  /** Moves games to new dates in one go; the date uniqueness is checked at the end of the transaction. */
  moveDates(moves: readonly { id: string; date: string }[], actorId: string | null): Promise<void>;
  /** The days from `from` to `to` that have a game. */
  calendar(from: string, to: string): Promise<CalendarDay[]>;
  /** Dates from `from` to `to` that have a game, drafts included. */
  takenDates(from: string, to: string): Promise<Set<string>>;
  usageBetween(from: string, to: string, exceptGameId: string | null): Promise<UsageNear>;
}

export const MANAGED_GAME_REPOSITORY = Symbol.for('ManagedGameRepository');
