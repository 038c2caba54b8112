import { inject, injectable } from 'inversify';
import type { GameReview, GameReviewRepository } from '../../application/ports/game-review.repository';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { playerColumns, upsertPlayerRow } from './player-columns';

@injectable()
export class PostgresGameReviewRepository implements GameReviewRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async save(review: GameReview): Promise<void> {
    const db = this.database.db();
    const row = {
      id: review.id,
      game_date: review.gameDate,
      ...playerColumns(review.player),
      difficulty: review.difficulty,
      fun_level: review.funLevel,
      is_demo: review.isDemo,
    };
    await upsertPlayerRow(
      db,
      'game_reviews',
      row,
      review.player,
      'do update set difficulty = excluded.difficulty, fun_level = excluded.fun_level',
    );
  }
}
