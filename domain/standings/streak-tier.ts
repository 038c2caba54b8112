import {
  STREAK_TIER_MIN,
  STREAK_TIER_STEP,
  STREAK_TIER_STEP_MAX,
  STREAK_TIER_TOP,
} from '../constants/standings.constants';

/**
 * The styling tier of a streak badge (player spec 9): none below 5, the last multiple of 5 reached up
 * to 50, and one top tier from 100. Streaks of 50 to 99 keep the 50 style.
 */
export const streakTier = (streak: number): number | null => {
  if (!Number.isFinite(streak) || streak < STREAK_TIER_MIN) return null;
  if (streak >= STREAK_TIER_TOP) return STREAK_TIER_TOP;
  return Math.min(STREAK_TIER_STEP_MAX, Math.floor(streak / STREAK_TIER_STEP) * STREAK_TIER_STEP);
};
