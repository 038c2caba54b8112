import { inject, injectable } from 'inversify';
import type {
  OneTimeToken,
  OneTimeTokenPurpose,
  OneTimeTokenRepository,
} from '../../application/ports/one-time-token.repository';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

@injectable()
export class PostgresOneTimeTokenRepository implements OneTimeTokenRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async create(tokenHash: string, token: OneTimeToken, expiresAt: Date): Promise<void> {
    await this.database.db()('one_time_tokens').insert({
      token_hash: tokenHash,
      user_id: token.userId,
      purpose: token.purpose,
      email: token.email,
      expires_at: expiresAt,
    });
  }

  async consume(tokenHash: string, purpose: OneTimeTokenPurpose, now: Date): Promise<OneTimeToken | null> {
    const [row] = await this.database
      .db()('one_time_tokens')
      .where({ token_hash: tokenHash, purpose })
      .whereNull('used_at')
      .where('expires_at', '>', now)
      .update({ used_at: now }, ['user_id', 'purpose', 'email']);
    return row ? { userId: row.user_id, purpose: row.purpose, email: row.email } : null;
  }

  async discard(userId: string, purpose: OneTimeTokenPurpose): Promise<void> {
    await this.database
      .db()('one_time_tokens')
      .where({ user_id: userId, purpose })
      .whereNull('used_at')
      .delete();
  }
}
