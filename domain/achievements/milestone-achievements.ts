import { TIERED_FAMILIES } from './achievement-tiers';
import { catalogOrder, type AchievementType, type TieredAchievement } from './achievement-types';

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

/** Totals before anything was counted: a caller that knows only some of them starts from these. */
export const ZERO_TOTALS: PlayerTotals = {
  gamesPlayed: 0,
  totalMistakes: 0,
  maxStreak: 0,
  maxLosingStreak: 0,
  suggestions: 0,
  invites: 0,
};

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

/**
 * The milestones the totals have reached that the player does not own yet, in catalogue order: what an
 * event adds. A milestone is owned once, so a retried or repeated event adds nothing more.
 */
export const newMilestones = (totals: PlayerTotals, owned: readonly AchievementType[]): AchievementType[] =>
  milestoneAchievements(totals)
    .filter((type) => !owned.includes(type))
    .sort((a, b) => catalogOrder(a) - catalogOrder(b));
