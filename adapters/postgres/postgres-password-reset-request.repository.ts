import { inject, injectable } from 'inversify';
import type { PasswordResetRequestRepository } from '../../application/ports/password-reset-request.repository';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

@injectable()
export class PostgresPasswordResetRequestRepository implements PasswordResetRequestRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async open(id: string, userId: string): Promise<void> {
    // The partial unique index keeps one open request per user; asking again changes nothing.
    await this.database.db()('password_reset_requests').insert({ id, user_id: userId }).onConflict().ignore();
  }
}
