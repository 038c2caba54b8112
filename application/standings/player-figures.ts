import { inject, injectable } from 'inversify';
import { ACHIEVEMENT_REPOSITORY, type AchievementRepository } from '../ports/achievement.repository';
import type { PlayerFigures, PlayerFiguresReader } from '../ports/player-figures.port';
import { STANDINGS_REPOSITORY, type StandingsRepository } from '../ports/standings.repository';

@injectable()
export class StoredPlayerFigures implements PlayerFiguresReader {
  constructor(
    @inject(STANDINGS_REPOSITORY) private readonly standings: StandingsRepository,
    @inject(ACHIEVEMENT_REPOSITORY) private readonly achievements: AchievementRepository,
  ) {}

  async figuresOf(userId: string): Promise<PlayerFigures> {
    const [standing, achievements] = await Promise.all([
      this.standings.find(userId),
      this.achievements.owned(userId),
    ]);
    return { standing, achievements };
  }
}
