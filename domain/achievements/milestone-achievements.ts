import { TIERED_FAMILIES } from './achievement-tiers';
import type { AchievementType, TieredAchievement } from './achievement-types';

/** A player's running totals, after the event being judged has been counted. */
export interface PlayerTotals {
  readonly gamesPlayed: number;
  readonly totalMistakes: number;
  /** The longest runs ever, not the current ones: a run counts once reached, even if played late. */
  readonly maxStreak: number;
  readonly maxLosingStreak: number;
  /** Suggestions as the suggestion feature counts them toward achievements. */
  readonly suggestions: number;
  /** Referrals that joined through the player's code. */
  readonly invites: number;
}

const MILESTONE_SOURCES = {
  GAMES: 'gamesPlayed',
  MISTAKES: 'totalMistakes',
  STREAK: 'maxStreak',
  LOSING_STREAK: 'maxLosingStreak',
  SUGGESTIONS: 'suggestions',
  INVITES: 'invites',
} as const satisfies Partial<Record<keyof typeof TIERED_FAMILIES, keyof PlayerTotals>>;

export type MilestoneFamily = keyof typeof MILESTONE_SOURCES;
export const MILESTONE_FAMILIES = Object.keys(MILESTONE_SOURCES) as MilestoneFamily[];

/**
 * Every milestone tier the totals have reached. It describes a state, not a change, so calling it again
 * after a retried request yields the same set: the caller stores the ones the player does not own yet.
 */
export const milestoneAchievements = (totals: PlayerTotals): AchievementType[] =>
  MILESTONE_FAMILIES.flatMap((family) =>
    TIERED_FAMILIES[family]
      .filter((tier: number) => totals[MILESTONE_SOURCES[family]] >= tier)
      .map((tier: number) => `${family}_${tier}` as TieredAchievement),
  );
