import { randomUUID } from 'node:crypto';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import {
  GAME_SCORE_REPOSITORY,
  type GameScore,
  type GameScoreRepository,
} from '../../application/ports/game-score.repository';
import { userPlayer } from '../../application/ports/player';
import { SCORE_EFFECTS, type ScoreEffects } from '../../application/ports/score-effects.port';
import { UNIT_OF_WORK, type UnitOfWork } from '../../application/ports/unit-of-work.port';
import { RecomputeStandings } from '../../application/standings/recompute-standings';
import { StandingsDates } from '../../application/standings/standings-calendar';

/**
 * What SessionPlay does when a game ends (session-play.ts, recordScore): in one unit of work, the score is
 * stored and the standings keeper counts it (standing, achievements). Everything it stored is remembered
 * so that `restore` can take the bench's games out again and leave the seeded data as it was.
 */
export class ScoreSubmission {
  private readonly unitOfWork: UnitOfWork;
  private readonly scores: GameScoreRepository;
  private readonly effects: ScoreEffects;
  private readonly stored: GameScore[] = [];
  private readonly since = new Date();

  constructor(private readonly container: Container) {
    this.unitOfWork = container.get(UNIT_OF_WORK);
    this.scores = container.get(GAME_SCORE_REPOSITORY);
    this.effects = container.get(SCORE_EFFECTS);
  }

  /** A finished game of today for `userId`, with the seed's mix of results. */
  async submit(userId: string, gameDate: string, random: () => number): Promise<void> {
    const won = random() < 0.7;
    const score: GameScore = {
      id: randomUUID(),
      gameDate,
      player: userPlayer(userId),
      score: won ? 1000 + Math.floor(random() * 9001) : 0,
      status: won ? 'won' : random() < 0.67 ? 'lost' : 'forfeit',
      elapsedSeconds: 30 + Math.floor(random() * 571),
      mistakes: Math.floor(random() * (won ? 4 : 7)),
      switches: Math.floor(random() * 3),
      isDemo: false,
      completedAt: new Date(),
    };
    this.stored.push(score);
    await this.unitOfWork.run(async () => {
      await this.scores.record(score);
      await this.effects.afterScore(score);
    });
  }

  /** Takes the bench's scores out, with what they unlocked, and computes those standings again. */
  async restore(knex: Knex): Promise<number> {
    if (this.stored.length === 0) return 0;
    const userIds = [...new Set(this.stored.map((score) => (score.player as { id: string }).id))].sort();
    await knex.transaction(async (trx) => {
      await trx('game_scores')
        .whereIn(
          'id',
          this.stored.map((score) => score.id),
        )
        .delete();
      await trx('player_achievements')
        .whereIn('user_id', userIds)
        .andWhere('first_earned_at', '>=', this.since)
        .delete();
      await trx('player_achievements')
        .whereIn('user_id', userIds)
        .andWhere('last_earned_at', '>=', this.since)
        .decrement('count', 1);
      await trx.raw(
        `update users u set last_played = (select max(s.game_date) from game_scores s where s.user_id = u.id)
         where u.id = any(?)`,
        [userIds],
      );
    });
    const calendar = await this.container.get(StandingsDates).today();
    await this.container
      .get(RecomputeStandings)
      .run(calendar, async (after, limit) =>
        userIds.filter((id) => after === null || id > after).slice(0, limit),
      );
    return this.stored.length;
  }
}
