import { inject, injectable } from 'inversify';
import { ZERO_TOTALS } from '../../domain/achievements/milestone-achievements';
import { unlockedAchievements } from '../../domain/achievements/unlocked-achievements';
import { playerStanding } from '../../domain/standings/player-standing';
import {
  ACHIEVEMENT_REPOSITORY,
  type AchievementRepository,
  type OwnedAchievement,
} from '../ports/achievement.repository';
import type { GameScore } from '../ports/game-score.repository';
import type { ScoreEffects } from '../ports/score-effects.port';
import { STANDINGS_REPOSITORY, type StandingsRepository } from '../ports/standings.repository';
import { StandingsDates } from './standings-calendar';

/**
 * Keeps a player's standing and achievements in step with their scores. Called inside the transaction
 * that stores the score (DESIGN 6), so a scoreboard never shows a game without its standing, and a game
 * that is rolled back leaves no achievement behind.
 */
@injectable()
export class StandingsKeeper implements ScoreEffects {
  constructor(
    @inject(STANDINGS_REPOSITORY) private readonly standings: StandingsRepository,
    @inject(ACHIEVEMENT_REPOSITORY) private readonly achievements: AchievementRepository,
    @inject(StandingsDates) private readonly dates: StandingsDates,
  ) {}

  /** Counts a stored score; answers the achievements the game unlocked, with the player's counts of them. */
  async afterScore(score: GameScore): Promise<OwnedAchievement[]> {
    if (score.player.kind !== 'user' || score.isDemo) return [];
    const userId = score.player.id;
    await this.standings.lock([userId]);
    const calendar = await this.dates.today();
    const results = (await this.standings.resultsOf([userId])).get(userId) ?? [];
    const standing = playerStanding(results, calendar);
    await this.standings.save([{ userId, standing }]);

    const owned = await this.achievements.owned(userId);
    const unlocked = unlockedAchievements(
      score,
      { ...ZERO_TOTALS, ...standing },
      owned.map((entry) => entry.type),
    );
    if (unlocked.length === 0) return [];
    const counts = await this.achievements.add(userId, unlocked, score.completedAt);
    await this.achievements.recordForGame(userId, score.gameDate, unlocked);
    const countOf = new Map(counts.map((entry) => [entry.type, entry.count]));
    return unlocked.map((type) => ({ type, count: countOf.get(type) ?? 1 }));
  }

  /** What a finished game unlocked, for its result screen read later. */
  ofGame(score: Pick<GameScore, 'player' | 'gameDate' | 'isDemo'>): Promise<OwnedAchievement[]> {
    if (score.player.kind !== 'user' || score.isDemo) return Promise.resolve([]);
    return this.achievements.ofGame(score.player.id, score.gameDate);
  }
}
