import { inject, injectable } from 'inversify';
import { catalogOrder } from '../../domain/achievements/achievement-types';
import { milestoneAchievements, type PlayerTotals } from '../../domain/achievements/milestone-achievements';
import {
  ACHIEVEMENT_REPOSITORY,
  type AchievementRepository,
  type OwnedAchievement,
} from '../ports/achievement.repository';
import { CLOCK, type Clock } from '../ports/clock.port';

const NO_TOTALS: PlayerTotals = {
  gamesPlayed: 0,
  totalMistakes: 0,
  maxStreak: 0,
  maxLosingStreak: 0,
  suggestions: 0,
  invites: 0,
};

/**
 * Milestones reached outside a game (invites, suggestions). A milestone is owned once: only the tiers the
 * player does not own yet are added, so a retried or repeated call never raises a count above 1. Callers
 * run it in the transaction that changed the total, with the player's row locked.
 */
@injectable()
export class MilestoneAwards {
  constructor(
    @inject(ACHIEVEMENT_REPOSITORY) private readonly achievements: AchievementRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Answers the achievements added now, in catalogue order. */
  async award(userId: string, totals: Partial<PlayerTotals>): Promise<OwnedAchievement[]> {
    const reached = milestoneAchievements({ ...NO_TOTALS, ...totals });
    if (reached.length === 0) return [];
    const owned = new Set((await this.achievements.owned(userId)).map((achievement) => achievement.type));
    const fresh = reached.filter((type) => !owned.has(type));
    if (fresh.length === 0) return [];
    const added = await this.achievements.add(userId, fresh, this.clock.now());
    return [...added].sort((a, b) => catalogOrder(a.type) - catalogOrder(b.type));
  }
}
