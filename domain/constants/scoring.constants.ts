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
