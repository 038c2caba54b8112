import { inject, injectable } from 'inversify';
import type { MessageRepository } from '../../application/ports/message.repository';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

@injectable()
export class PostgresMessageRepository implements MessageRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async latest(): Promise<string | null> {
    const row = await this.database.db()('messages').orderBy('created_at', 'desc').first('message');
    return row?.message ?? null;
  }
}
