import type { AchievementType } from '../../domain/achievements/achievement-types';

export interface OwnedAchievement {
  readonly type: AchievementType;
  readonly count: number;
}

/** The achievements each player owns, with how many times the repeatable ones were earned. */
export interface AchievementRepository {
  owned(userId: string): Promise<OwnedAchievement[]>;
  /**
   * Adds one to the count of each type (creating it at 1). The caller decides what may repeat: milestones
   * are passed only when not owned yet, podiums only for a place not recorded before.
   */
  add(userId: string, types: readonly AchievementType[], earnedAt: Date): Promise<OwnedAchievement[]>;
}

export const ACHIEVEMENT_REPOSITORY = Symbol.for('AchievementRepository');
