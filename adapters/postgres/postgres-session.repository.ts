import { inject, injectable } from 'inversify';
import type { RotationOutcome, SessionRepository } from '../../application/ports/session.repository';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

@injectable()
export class PostgresSessionRepository implements SessionRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async startFamily(familyId: string, userId: string): Promise<void> {
    await this.database.db()('session_families').insert({ id: familyId, user_id: userId });
  }

  async addToken(familyId: string, jtiHash: string, expiresAt: Date): Promise<void> {
    await this.database
      .db()('refresh_tokens')
      .insert({ jti_hash: jtiHash, family_id: familyId, expires_at: expiresAt });
  }

  async rotate(jtiHash: string, now: Date): Promise<RotationOutcome> {
    const db = this.database.db();
    // One statement decides: the first presentation flips used_at, any later one finds it set.
    const claimed = await db.raw<{ rows: { family_id: string; user_id: string }[] }>(
      `update refresh_tokens t set used_at = ? from session_families f
        where f.id = t.family_id and t.jti_hash = ? and t.used_at is null and f.revoked_at is null and t.expires_at > ?
        returning t.family_id, f.user_id`,
      [now, jtiHash, now],
    );
    const [rotated] = claimed.rows;
    if (rotated) return { kind: 'rotated', familyId: rotated.family_id, userId: rotated.user_id };

    const known = await db('refresh_tokens as t')
      .join('session_families as f', 'f.id', 't.family_id')
      .where('t.jti_hash', jtiHash)
      .first('t.family_id', 't.used_at', 'f.user_id', 'f.revoked_at');
    if (known?.used_at && !known.revoked_at) {
      const usedAt = new Date(known.used_at);
      return { kind: 'spent', familyId: known.family_id, userId: known.user_id, usedAt };
    }
    return { kind: 'invalid' };
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.database
      .db()('session_families')
      .where({ id: familyId })
      .whereNull('revoked_at')
      .update({ revoked_at: now });
  }

  async revokeUserFamilies(userId: string, now: Date, keepFamilyId?: string): Promise<void> {
    const query = this.database.db()('session_families').where({ user_id: userId }).whereNull('revoked_at');
    if (keepFamilyId) query.whereNot({ id: keepFamilyId });
    await query.update({ revoked_at: now });
  }

  async isSessionActive(familyId: string, userId: string): Promise<boolean> {
    const row = await this.database
      .db()('session_families')
      .where({ id: familyId, user_id: userId })
      .whereNull('revoked_at')
      .first('id');
    return row !== undefined;
  }
}
