import * as t from 'io-ts';
import { strict, withOptional } from './codec-helpers';
import type { GameStatus } from '../domain/scoring/game-status';

// Requests and answers of /game/*, /game/guest/*, /game-reviews and /message (player-side spec 7, DESIGN 5).
// The server decodes requests with these codecs; the browser builds them with the same types. Client-sent
// times, scores and mistakes are accepted for compatibility but never trusted.

const words = t.array(t.string);
const indexes = t.array(t.number);

export const CheckSelectionRequest = strict({ selectedWords: words, gameDate: t.string }, 'CheckSelection');
export const SwitchWordRequest = withOptional(
  { rowIndex: t.number, gameDate: t.string },
  { switchedWords: indexes },
  'SwitchWord',
);
/** The client's picture of its game: only `gameStatus: 'forfeit'` has an effect (it forfeits). */
export const ClientGameState = t.partial({ gameStatus: t.string, startTime: t.unknown }, 'ClientGameState');
export type ClientGameState = t.TypeOf<typeof ClientGameState>;
export const SessionSaveRequest = withOptional(
  { gameDate: t.string },
  { gameState: t.union([ClientGameState, t.null]) },
  'SessionSave',
);
export const SessionEndRequest = strict({ gameDate: t.string }, 'SessionEnd');
export const SubmitScoreRequest = withOptional(
  { gameDate: t.string },
  {
    timeElapsed: t.number,
    gameStatus: t.string,
    forfeit: t.boolean,
    categories: t.unknown,
    switchedWords: indexes,
    completedCategories: indexes,
  },
  'SubmitScore',
);
export const CombinationRequest = strict({ gameDate: t.string, words }, 'Combination');
export const StoreCombinationRequest = withOptional(
  { gameDate: t.string, words },
  { wasCorrect: t.boolean },
  'StoreCombination',
);
export const CategoryMatchRequest = withOptional(
  { gameDate: t.string, words },
  { isLost: t.boolean },
  'CategoryMatch',
);
export const PlayedBatchRequest = strict({ dates: t.array(t.string) }, 'PlayedBatch');
export const ReviewRequest = withOptional(
  { gameDate: t.string, difficulty: t.number, funLevel: t.number },
  { isDemo: t.boolean },
  'Review',
);
export const VERTICAL_POSITIONS = ['top', 'center', 'bottom'] as const;
export type VerticalPosition = (typeof VERTICAL_POSITIONS)[number];
export const GamePreferencesRequest = t.exact(
  t.partial({
    verticalPosition: t.keyof({ top: null, center: null, bottom: null }),
    hideInstructions: t.boolean,
  }),
  'GamePreferences',
);
export type GamePreferences = { verticalPosition: VerticalPosition; hideInstructions: boolean };

/** A category the player solved (or every category once the game is over). */
export interface RevealedCategory {
  name: string;
  /** 0-4, the editor's difficulty order; also the category's index in switchedWords/completedCategories. */
  position: number;
  /** The three words that solved it: for a switched category, the two remaining plus the extra word. */
  words: string[];
  color: string;
  /** Its author, shown to players ("by walker2"); '' when none is credited. */
  createdBy: string;
}

/** Every category in full, only after the game is over. */
export interface FullCategory extends RevealedCategory {
  extraWord: string;
}

/**
 * GET /game/daily[/{date}]: the puzzle as published, without any grouping. Its 404 (GAME_NOT_FOUND)
 * carries `details.today`, so a client without a game still learns the server's date.
 */
export interface DailyGameResponse {
  gameDate: string;
  /** Today in the instance's zone: the browser never takes today from its own clock. */
  today: string;
  title: string | null;
  sequenceNumber: number;
  /** The published 5 x 3 layout, the same for every player of the day. */
  gridLayout: string[][];
  isDemo: boolean;
}

/**
 * The session as the server keeps it (player spec 3, "Game session state"); also the answer of
 * POST /game/session and POST /game/guest/session.
 */
export interface GameSessionState {
  gameDate: string;
  gameStatus: GameStatus;
  /** The unsolved words after switches, closed up into rows of three; `rowIndex` counts these rows. */
  gridLayout: string[][];
  /** ISO time the server fixed at the first gameplay call. */
  startTime: string;
  /** The server's time when it answered, so the browser can tick the score without trusting its clock. */
  serverTime: string;
  switchedWords: number[];
  completedCategories: number[];
  switchedWordPairs: { oldWord: string; newWord: string }[];
  revealedCategoryData: RevealedCategory[];
  mistakes: number;
  elapsedTime: number;
  /** The score now (playing) or the final one. */
  score: number;
  finalScore: number | null;
  isDemo: boolean;
  isActive: boolean;
}

/** The end of a game (player spec 3, "Game result"). Categories appear only here and after the end. */
export interface GameResult {
  score: number;
  gameDate: string;
  title: string | null;
  sequenceNumber: number;
  timeElapsed: number;
  elapsedTime: number;
  mistakes: number;
  switchedCards: number;
  switchedWords: number[];
  switchedWordPairs: { oldWord: string; newWord: string }[];
  completedCategories: number[];
  categories: FullCategory[];
  forfeit: boolean;
  gameStatus: GameStatus;
  achievements: { type: string; count: number }[];
  showAllCategories: boolean;
  gridLayout: string[][];
  revealedCategoryData: RevealedCategory[];
  isDemo: boolean;
  /**
   * Every recorded guess in the order it was tried, as the positions of its three words' categories
   * (sorted; a switched-in word counts as its category): a shared result's rows, and no word leaks.
   * Empty for games played before attempts were recorded.
   */
  guesses: number[][];
  /** The server's time when it answered, so the browser counts down on the server's clock, not its own. */
  serverTime: string;
  /** ISO instant the next day's puzzle opens: the instance's next local midnight, the start of `today` + 1. */
  nextPuzzleAt: string;
  /**
   * The instance's date at `serverTime`. A game of an earlier day (the archive, or a game that ended after
   * midnight) has today's puzzle out already: nothing to count down to.
   */
  today: string;
}

/** POST /game[/guest]/check-selection. */
export interface CheckSelectionResponse {
  correct: boolean;
  alreadyTried: boolean;
  oneAway: boolean;
  category: RevealedCategory | null;
  session: GameSessionState;
  /** Present once the attempt ended the game (the fifth category, or the score reaching 0). */
  result: GameResult | null;
}

/** POST /game[/guest]/switch-word. */
export interface SwitchWordResponse {
  rowIndex: number;
  columnIndex: number;
  oldWord: string;
  newWord: string;
  session: GameSessionState;
  result: GameResult | null;
}

/** GET /game/session/active, GET /game/guest/active-session (404 when there is none). */
export interface ActiveSessionResponse {
  hasActiveSession: true;
  gameDate: string;
  /** The server's time when it answered, for the menu's running time. */
  serverTime: string;
  gameState: {
    startTime: string;
    gameStatus: GameStatus;
    finalScore: number | null;
    mistakes: number;
    completedCategoriesCount: number;
    switchedWordsCount: number;
    elapsedTime: number;
  };
}

/** GET /game/guest/session/{date} (player spec 3, "Guest session") with the full state beside it. */
export interface GuestSessionResponse {
  gameDate: string;
  gameState: {
    gameStatus: GameStatus;
    finalScore: number | null;
    finalTime: number | null;
    startTime: string;
    mistakes: number;
    completedCategories: number[];
    switchedWords: number[];
    elapsedTime: number;
  };
  isActive: boolean;
  hasActiveSession: boolean;
  isCompleted: boolean;
  session: GameSessionState;
}

/** GET /game/played[/{date}], /game/guest/played-status/{date}. */
export interface PlayedStatus {
  gameDate: string;
  hasPlayed: boolean;
  score: number | null;
  gameStatus: GameStatus | null;
  gameAvailable: boolean;
}

/** GET /game/initial-data: everything the game page needs for today in one call. */
export interface InitialDataResponse {
  today: string;
  game: DailyGameResponse | null;
  session: GameSessionState | null;
  played: PlayedStatus;
  preferences: GamePreferences;
}

export interface AttemptView {
  words: string[];
  wasCorrect: boolean;
}

/** GET /scoreboard/days/{date}/percentile?score= */
export interface PercentileResponse {
  gameDate: string;
  percentile: number | null;
  scores: number[];
  totalPlayers: number;
}

/** GET /scoreboard/days/{date}/category-difficulty, one entry per position. */
export interface CategoryDifficultyView {
  position: number;
  name: string;
  color: string;
  difficulty: number;
  successRate: number;
  successCount: number;
  totalPlayers: number;
  difficultyPoints: number;
  completionCount: number;
  averageSolveOrder: number | null;
  normalizedSolveOrder: number | null;
  difficultyScore: number;
  categoryCount: number;
  orderLabel: string;
  gaugeValue: number;
}
