import { inject, injectable } from 'inversify';
import type { Attempt, AttemptRepository } from '../../application/ports/attempt.repository';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

@injectable()
export class PostgresAttemptRepository implements AttemptRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async record(sessionId: string, gameDate: string, attempt: Attempt): Promise<void> {
    await this.database
      .db()('attempted_categories')
      .insert({
        session_id: sessionId,
        combination_key: attempt.key,
        words: JSON.stringify(attempt.words),
        was_correct: attempt.wasCorrect,
        game_date: gameDate,
      })
      .onConflict(['session_id', 'combination_key'])
      .ignore();
  }

  async ofSession(sessionId: string): Promise<Attempt[]> {
    const rows = await this.database
      .db()('attempted_categories')
      .where({ session_id: sessionId })
      .orderBy('created_at')
      .select('combination_key', 'words', 'was_correct');
    return rows.map((row) => ({ key: row.combination_key, words: row.words, wasCorrect: row.was_correct }));
  }
}
