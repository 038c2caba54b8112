// Scoreboard and statistics figures (spec 6 and 9).
export const PERFORMANCE_WINDOW_DAYS = 14;
export const PLAYERS_TAB_MIN_GAMES = 10;

export const HISTOGRAM_BUCKET_SIZE = 400;
export const HISTOGRAM_MAX_SCORE = 10_000;
export const HISTOGRAM_TICKS = [0, 2_500, 5_000, 7_500, 10_000] as const;

export const DIFFICULTY_GAUGE_STEPS = 10;
/** Displayed difficulty values at which the gauge colour changes (0-10 scale). */
export const DIFFICULTY_BAND_THRESHOLDS = [2, 4, 6, 8] as const;

/** Streaks from 5 to 50 are styled per step of 5; 100 and above share the top style. */
export const STREAK_TIER_STEP = 5;
export const STREAK_TIER_MIN = 5;
export const STREAK_TIER_STEP_MAX = 50;
export const STREAK_TIER_TOP = 100;
