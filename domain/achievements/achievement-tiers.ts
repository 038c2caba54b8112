// Tier thresholds of each tiered family (player spec 3), in the spec's order. The type literals are
// spelled out so that `SCORE_9100` and friends are checked by the compiler.
export const SCORE_TIERS = [
  1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 9100, 9200, 9300, 9400, 9500, 9600, 9700, 9800, 9900,
  // The spec's type list stops at 9900, its prose reaches 10000; a 10000 tier is kept because an
  // unreachable tier costs nothing while a missing one would drop a reading of the spec.
  10000,
] as const;
/** Seconds; a win at or under the threshold. Lower is better. */
export const TIME_TIERS = [300, 240, 180, 120, 60, 55, 50, 45, 40, 35, 30, 25] as const;
export const GAMES_TIERS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 150, 200, 250, 300, 365] as const;
export const MISTAKES_TIERS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000] as const;
export const STREAK_TIERS = [3, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 100] as const;
export const LOSING_STREAK_TIERS = [3, 5, 10, 15, 20, 30] as const;
/** Seconds; a loss in under the threshold. Lower is better. */
export const SPEED_LOSS_TIERS = [120, 90, 60, 30] as const;
export const SUGGESTIONS_TIERS = [1, 5, 10, 25, 50, 100] as const;
export const INVITES_TIERS = [1, 3, 5, 10] as const;

export const TIERED_FAMILIES = {
  SCORE: SCORE_TIERS,
  TIME: TIME_TIERS,
  GAMES: GAMES_TIERS,
  MISTAKES: MISTAKES_TIERS,
  STREAK: STREAK_TIERS,
  LOSING_STREAK: LOSING_STREAK_TIERS,
  SPEED_LOSS: SPEED_LOSS_TIERS,
  SUGGESTIONS: SUGGESTIONS_TIERS,
  INVITES: INVITES_TIERS,
} as const;
export type TieredFamily = keyof typeof TIERED_FAMILIES;

// Thresholds of the single achievements. SWITCHES_5_* reads like a tier but is a single achievement:
// five switches is the most a game allows.
export const CLOSE_CALL_MAX_SCORE_EXCLUSIVE = 50;
export const SMOOTH_BRAIN_MIN_MISTAKES_EXCLUSIVE = 15;
export const SWITCHES_5 = 5;
