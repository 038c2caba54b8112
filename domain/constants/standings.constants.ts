// Scoreboard and statistics figures (spec 6 and 9).
export const PERFORMANCE_WINDOW_DAYS = 14;
export const PLAYERS_TAB_MIN_GAMES = 10;

export const HISTOGRAM_BUCKET_SIZE = 400;
export const HISTOGRAM_MAX_SCORE = 10_000;
export const HISTOGRAM_TICKS = [0, 2_500, 5_000, 7_500, 10_000] as const;

export const DIFFICULTY_GAUGE_STEPS = 10;
/** Displayed difficulty values at which the gauge colour changes (0-10 scale). */
export const DIFFICULTY_BAND_THRESHOLDS = [2, 4, 6, 8] as const;
/**
 * Below this many finished players a category's difficulty is an anecdote, not a verdict: one player who
 * missed a group would call it "very hard" for everyone. The gauge is then shown muted, without its band.
 */
export const DIFFICULTY_MIN_PLAYERS = 3;
/**
 * Compared with fewer other scores than this, a percentage reads worse than the counts themselves: each
 * player is 10 % or more, and "better than 0 %" of one other player says less than "the other scored higher".
 */
export const PERCENTILE_MIN_OTHER_SCORES = 10;

/** Streaks from 5 to 50 are styled per step of 5; 100 and above share the top style. */
export const STREAK_TIER_STEP = 5;
export const STREAK_TIER_MIN = 5;
export const STREAK_TIER_STEP_MAX = 50;
export const STREAK_TIER_TOP = 100;
