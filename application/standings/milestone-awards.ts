import { inject, injectable } from 'inversify';
import {
  newMilestones,
  ZERO_TOTALS,
  type PlayerTotals,
} from '../../domain/achievements/milestone-achievements';
import {
  ACHIEVEMENT_REPOSITORY,
  type AchievementRepository,
  type OwnedAchievement,
} from '../ports/achievement.repository';
import { CLOCK, type Clock } from '../ports/clock.port';

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
    const owned = (await this.achievements.owned(userId)).map((achievement) => achievement.type);
    const fresh = newMilestones({ ...ZERO_TOTALS, ...totals }, owned);
    if (fresh.length === 0) return [];
    const counts = await this.achievements.add(userId, fresh, this.clock.now());
    const countOf = new Map(counts.map((entry) => [entry.type, entry.count]));
    return fresh.map((type) => ({ type, count: countOf.get(type) ?? 1 }));
  }
}
