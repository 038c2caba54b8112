import { TIERED_FAMILIES, type TieredFamily } from '../../../../../domain/achievements/achievement-tiers';
import {
  isAchievementType,
  type AchievementType,
} from '../../../../../domain/achievements/achievement-types';
import { START_SCORE } from '../../../../../domain/constants/scoring.constants';

/** How many goals stand beside the earned achievements in the panel's first view and after a game. */
export const GOALS_PREVIEW = 3;

/**
 * Families worth aiming at, in the order that settles ties: playing, winning well, a streak, then helping
 * the game. Losses, mistakes and mishaps (LOSING_STREAK, SPEED_LOSS, MISTAKES, SMOOTH_BRAIN, CLOSE_CALL,
 * SWITCHES_5_*) are achievements one earns, never goals one is set.
 */
const GOAL_FAMILIES = [
  'GAMES',
  'SCORE',
  'TIME',
  'NO_SWITCHES',
  'PERFECT_GAME',
  'STREAK',
  'SUGGESTIONS',
  'INVITES',
] as const;
export type GoalFamily = (typeof GOAL_FAMILIES)[number];

export interface AchievementGoal {
  /** The achievement to earn next: a family's next tier, or a single one not yet earned. */
  readonly type: AchievementType;
  readonly family: GoalFamily;
  /** Progress the browser knows (games played); null where it does not know the player's figure. */
  readonly progress: { readonly current: number; readonly target: number } | null;
  /** 0-1, how far along the player is; the nearest goals come first. */
  readonly nearness: number;
}

export interface GoalFacts {
  readonly gamesPlayed: number;
}

const isTiered = (family: GoalFamily): family is GoalFamily & TieredFamily => family in TIERED_FAMILIES;

/**
 * A score tier of the starting score needs a game finished in under a second: kept in the catalogue (see
 * achievement-tiers), but a goal nobody can reach is no goal.
 */
const reachable = (family: TieredFamily, tier: number): boolean => family !== 'SCORE' || tier < START_SCORE;

function tieredGoal(
  family: GoalFamily & TieredFamily,
  ownedTypes: ReadonlySet<string>,
  facts: GoalFacts,
): AchievementGoal | null {
  // Tiers run from the easiest to the hardest, so the next goal follows the hardest one owned.
  const tiers: readonly number[] = TIERED_FAMILIES[family];
  const best = tiers.reduce(
    (found, tier, index) => (ownedTypes.has(`${family}_${tier}`) ? index : found),
    -1,
  );
  const next = tiers[best + 1];
  const type = `${family}_${next}`;
  if (next === undefined || !reachable(family, next) || !isAchievementType(type)) return null;
  if (family === 'GAMES') {
    const current = Math.min(facts.gamesPlayed, next);
    return { type, family, progress: { current, target: next }, nearness: current / next };
  }
  // Without the player's own figure, the best tier owned tells how far along they are.
  const owned = tiers[best];
  const lowerIsBetter = (tiers[0] ?? 0) > (tiers[1] ?? 0);
  const nearness = owned === undefined ? 0 : lowerIsBetter ? next / owned : owned / next;
  return { type, family, progress: null, nearness };
}

/** Every goal the player has left, the nearest first (ties in GOAL_FAMILIES order). Podiums are no goal. */
export function nextGoals(owned: readonly { readonly type: string }[], facts: GoalFacts): AchievementGoal[] {
  const ownedTypes = new Set(owned.map((entry) => entry.type).filter(isAchievementType));
  const goals = GOAL_FAMILIES.flatMap((family): AchievementGoal[] => {
    if (isTiered(family)) {
      const goal = tieredGoal(family, ownedTypes, facts);
      return goal ? [goal] : [];
    }
    return ownedTypes.has(family) ? [] : [{ type: family, family, progress: null, nearness: 0 }];
  });
  // Array.prototype.sort is stable: equal nearness keeps the family order.
  return goals.sort((a, b) => b.nearness - a.nearness);
}
