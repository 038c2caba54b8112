import { achievementInfo, catalogOrder, type AchievementType } from './achievement-types';
import { earnsAchievements, gameAchievements, type FinishedGame } from './game-achievements';
import {
  MILESTONE_FAMILIES,
  newMilestones,
  type MilestoneFamily,
  type PlayerTotals,
} from './milestone-achievements';

export type AchievementKind = 'podium' | 'perGame' | 'milestone';

/**
 * How the store treats an award: per-game achievements add one to their count each time they are earned;
 * milestones and podiums are recorded by their own rules (milestones once, podiums once per date).
 */
export const achievementKind = (type: AchievementType): AchievementKind => {
  const { family } = achievementInfo(type);
  if (family.startsWith('PODIUM_')) return 'podium';
  return MILESTONE_FAMILIES.includes(family as MilestoneFamily) ? 'milestone' : 'perGame';
};

/**
 * The achievements a finished game unlocks, as the game-over screen lists them: everything the game
 * itself earned, plus milestones reached by the totals after it that the player did not own before.
 */
export const unlockedAchievements = (
  game: FinishedGame,
  totalsAfter: PlayerTotals,
  owned: readonly AchievementType[] = [],
): AchievementType[] => {
  if (!earnsAchievements(game.status)) return [];
  return [...gameAchievements(game), ...newMilestones(totalsAfter, owned)].sort(
    (a, b) => catalogOrder(a) - catalogOrder(b),
  );
};
