import { inject, injectable } from 'inversify';
import type { PasswordResetRequestRepository } from '../../application/ports/password-reset-request.repository';
import type { ResetRequestView } from '../../contracts/manage-users.codec';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface RequestRow {
  id: string;
  user_id: string;
  username: string;
  created_at: Date;
  resolved_at: Date | null;
}

export const toResetRequestView = (row: RequestRow): ResetRequestView => ({
  id: row.id,
  userId: row.user_id,
  username: row.username,
  createdAt: new Date(row.created_at).toISOString(),
  resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
});

export const RESET_REQUEST_COLUMNS = ['r.id', 'r.user_id', 'u.username', 'r.created_at', 'r.resolved_at'];

@injectable()
export class PostgresPasswordResetRequestRepository implements PasswordResetRequestRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async open(id: string, userId: string): Promise<void> {
    // The partial unique index keeps one open request per user; asking again changes nothing.
    await this.database.db()('password_reset_requests').insert({ id, user_id: userId }).onConflict().ignore();
  }

  async listOpen(): Promise<ResetRequestView[]> {
    const rows: RequestRow[] = await this.database
      .db()('password_reset_requests as r')
      .join('users as u', 'u.id', 'r.user_id')
      .whereNull('r.resolved_at')
      .orderBy('r.created_at')
      .select(RESET_REQUEST_COLUMNS);
    return rows.map(toResetRequestView);
  }

  async resolve(userId: string, now: Date): Promise<number> {
    return this.database
      .db()('password_reset_requests')
      .where({ user_id: userId })
      .whereNull('resolved_at')
      .update({ resolved_at: now });
  }
}
