// The arithmetic of a game (spec 9, DESIGN 5). Every figure lives here once; rules import them.
export const START_SCORE = 10_000;
export const WRONG_ATTEMPT_PENALTY = 500;
export const SWITCH_PENALTY = 1_000;
/** One point is lost for every whole second of the server clock. */
export const POINTS_PER_SECOND = 1;

export const GRID_COLUMNS = 3;
export const GRID_ROWS = 5;
export const CATEGORY_COUNT = 5;
export const WORDS_PER_CATEGORY = 3;
/** The share text assumes this many categories when a result does not say. */
export const SHARE_DEFAULT_CATEGORY_COUNT = 5;
/** Each category can be switched once, so this is also the most switches a game can have. */
export const MAX_SWITCHES = CATEGORY_COUNT;

/** Category colours by position (easiest first) when the editor picks none; each reads on light and dark. */
export const DEFAULT_CATEGORY_COLORS = ['#f2c14e', '#7bc47f', '#5fa8e8', '#b48ee0', '#ef8a5b'] as const;
/** Editors' texts: long enough for any real category, short enough for a word card on a phone. */
export const CATEGORY_NAME_MAX_LENGTH = 60;
export const GAME_WORD_MAX_LENGTH = 30;
export const GAME_TITLE_MAX_LENGTH = 100;
