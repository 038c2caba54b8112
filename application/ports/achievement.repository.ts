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
  /** Takes one off the count of each type, dropping those that reach 0 (an admin's score correction). */
  remove(userId: string, types: readonly AchievementType[]): Promise<void>;
  /** Remembers what a game unlocked, for its result screen. */
  recordForGame(userId: string, gameDate: string, types: readonly AchievementType[]): Promise<void>;
  /** What the user's game of that date unlocked, each with the user's count of it now. */
  ofGame(userId: string, gameDate: string): Promise<OwnedAchievement[]>;
}

export const ACHIEVEMENT_REPOSITORY = Symbol.for('AchievementRepository');
