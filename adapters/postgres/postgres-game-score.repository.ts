import { inject, injectable } from 'inversify';
import type { GameScore, GameScoreRepository } from '../../application/ports/game-score.repository';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { playerColumns, upsertPlayerRow } from './player-columns';

@injectable()
export class PostgresGameScoreRepository implements GameScoreRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async record(score: GameScore): Promise<void> {
    const db = this.database.db();
    const row = {
      id: score.id,
      game_date: score.gameDate,
      ...playerColumns(score.player),
      score: score.score,
      status: score.status,
      elapsed_seconds: score.elapsedSeconds,
      mistakes: score.mistakes,
      switches: score.switches,
      is_demo: score.isDemo,
      completed_at: score.completedAt,
    };
    // The first result stands; only a later finding of cheating overwrites it.
    await upsertPlayerRow(
      db,
      'game_scores',
      row,
      score.player,
      "do update set score = 0, status = 'cheater' where excluded.status = 'cheater'",
    );
    if (score.player.kind !== 'user') return;
    await db('users')
      .where({ id: score.player.id })
      .update({
        last_played: db.raw('greatest(last_played, ?::date)', [score.gameDate]),
        ...(score.status === 'cheater' ? { is_cheater: true } : {}),
      });
  }
}
