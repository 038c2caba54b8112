import * as t from 'io-ts';
import { strict, withOptional } from './codec-helpers';
import type { ManagedGameStatus } from '../domain/puzzles/game-schedule';

export type { ManagedGameStatus };

// Requests and answers of the control panel's games (admin spec 7 "Games", DESIGN 11).

/** One slot of the editor: a category in difficulty order; `bankCategoryId` when it came from the bank. */
export const PuzzleCategoryInput = withOptional(
  { name: t.string, words: t.array(t.string), extraWord: t.string },
  { color: t.union([t.string, t.null]), bankCategoryId: t.union([t.string, t.null]) },
  'PuzzleCategoryInput',
);
export type PuzzleCategoryInput = t.TypeOf<typeof PuzzleCategoryInput>;

/** POST /manage/games: a new game, saved as a draft unless `publish` is true. */
export const CreateGameRequest = withOptional(
  { date: t.string, categories: t.array(PuzzleCategoryInput) },
  { title: t.union([t.string, t.null]), publish: t.boolean },
  'CreateGameRequest',
);
export type CreateGameRequest = t.TypeOf<typeof CreateGameRequest>;

/** PUT /manage/games/{id}: the game as the editor read it (`version`) with the editor's changes. */
export const UpdateGameRequest = withOptional(
  { date: t.string, categories: t.array(PuzzleCategoryInput), version: t.number },
  { title: t.union([t.string, t.null]) },
  'UpdateGameRequest',
);
export type UpdateGameRequest = t.TypeOf<typeof UpdateGameRequest>;

/** PUT /manage/games/{id}/words: only the words (and names) of the categories. */
export const UpdateGameWordsRequest = strict(
  { categories: t.array(PuzzleCategoryInput), version: t.number },
  'UpdateGameWordsRequest',
);

/** POST /manage/games/{id}/publish and /unpublish; the version guards against a stale list. */
export const GameVersionRequest = withOptional({}, { version: t.number }, 'GameVersionRequest');

export const ReorderGamesRequest = strict({ gameIds: t.array(t.string) }, 'ReorderGamesRequest');

export interface ManagedCategoryView {
  name: string;
  position: number;
  words: string[];
  extraWord: string;
  color: string;
  createdBy: string;
  bankCategoryId: string | null;
}

/** A game as the control panel sees it (admin spec 3 "Managed game"). */
export interface ManagedGameView {
  _id: string;
  date: string;
  title: string | null;
  /** Where it stands today: upcoming, published, past or draft. */
  status: ManagedGameStatus;
  published: boolean;
  /** Bumped by every save: an edit sends the version it read (optimistic concurrency). */
  version: number;
  /** The grid as players will see it; null while the draft is unfinished. */
  gridLayout: string[][] | null;
  categories: ManagedCategoryView[];
  /** Its day has begun and somebody played it: its words, date and existence are fixed. */
  locked: boolean;
  playerCount: number;
  updatedAt: string;
}

export interface ManagedGameAnswer {
  game: ManagedGameView;
}

/** GET /manage/games/status/{status}: upcoming, published and past are paged; draft is one list. */
export interface ManagedGamesAnswer {
  games: ManagedGameView[];
  total?: number;
  pages?: number;
  currentPage?: number;
}

/** GET and POST /manage/games/reorder: the games after today in date order, or as moved. */
export interface ReorderGamesAnswer {
  games: ManagedGameView[];
}

export interface DateAnswer {
  date: string;
}

export interface AvailableDatesAnswer {
  dates: string[];
}

/** GET /manage/games/calendar?from&to: every day of the range that has a game. */
export interface GameCalendarAnswer {
  from: string;
  to: string;
  days: { date: string; gameId: string; status: ManagedGameStatus; title: string | null }[];
}

/**
 * GET /manage/games/recent-usage?date=&gameId=: other games' words and names within 60 days of the date;
 * `gameId` leaves the edited game's own words out.
 */
export interface RecentUsageAnswer {
  date: string;
  words: { word: string; dates: string[] }[];
  names: { name: string; dates: string[] }[];
}

/** GET /manage/games/{date}/categories. */
export interface GameCategoriesAnswer {
  date: string;
  categories: ManagedCategoryView[];
}

/** POST /manage/games/import: the same file format as `npm run games:import`. */
export interface ImportGamesAnswer {
  created: number;
  replaced: number;
  unchanged: number;
}
