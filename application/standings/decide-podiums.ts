import { inject, injectable } from 'inversify';
import { podiumAwards } from '../../domain/achievements/podium';
import type { GameDate } from '../../domain/game/game-date';
import { ACHIEVEMENT_REPOSITORY, type AchievementRepository } from '../ports/achievement.repository';
import { CLOCK, type Clock } from '../ports/clock.port';
import { PODIUM_REPOSITORY, type PodiumRepository } from '../ports/podium.repository';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';

/**
 * Podium achievements for the top three of every finished date (DESIGN 6). Each date is decided once,
 * in its own transaction with the achievements it gives; scores stored for a date after it was decided
 * (a previous day played later) do not move its podium.
 */
@injectable()
export class DecidePodiums {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(PODIUM_REPOSITORY) private readonly podiums: PodiumRepository,
    @inject(ACHIEVEMENT_REPOSITORY) private readonly achievements: AchievementRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Decides every undecided date before `today`; answers the dates decided by this call. */
  async before(today: GameDate): Promise<GameDate[]> {
    const decided: GameDate[] = [];
    for (const gameDate of await this.podiums.undecidedDates(today)) {
      if (await this.decide(gameDate)) decided.push(gameDate);
    }
    return decided;
  }

  private decide(gameDate: GameDate): Promise<boolean> {
    return this.unitOfWork.run(async () => {
      const contenders = await this.podiums.contenders(gameDate);
      const awards = podiumAwards(contenders);
      const scores = new Map(contenders.map((entry) => [entry.playerId, entry.score]));
      if (!(await this.podiums.decide(gameDate, awards, scores))) return false;
      const now = this.clock.now();
      for (const award of awards) await this.achievements.add(award.playerId, [award.type], now);
      return true;
    });
  }
}
