import { inject, injectable } from 'inversify';
import type { UserActivityQuery } from '../../application/ports/managed-user.repository';
import type {
  LoginSessionView,
  ManagedScoreView,
  ResetRequestView,
  RunningGameView,
} from '../../contracts/manage-users.codec';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { RESET_REQUEST_COLUMNS, toResetRequestView } from './postgres-password-reset-request.repository';

interface ScoreRow {
  id: string;
  game_date: string;
  score: number;
  status: string;
  elapsed_seconds: number;
  mistakes: number;
  switches: number;
  completed_at: Date;
}

export const SCORE_COLUMNS = [
  'id',
  'game_date',
  'score',
  'status',
  'elapsed_seconds',
  'mistakes',
  'switches',
  'completed_at',
];

export const toManagedScore = (row: ScoreRow): ManagedScoreView => ({
  id: row.id,
  date: row.game_date,
  score: row.score,
  status: row.status,
  elapsedSeconds: row.elapsed_seconds,
  mistakes: row.mistakes,
  switches: row.switches,
  completedAt: new Date(row.completed_at).toISOString(),
});

const iso = (value: Date) => new Date(value).toISOString();

/** The details view's reads of one user: each an indexed read of that user's rows. */
@injectable()
export class PostgresUserActivityQuery implements UserActivityQuery {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async recentScores(userId: string, limit: number): Promise<ManagedScoreView[]> {
    const rows: ScoreRow[] = await this.database
      .db()('game_scores')
      .where({ user_id: userId })
      .orderBy('game_date', 'desc')
      .limit(limit)
      .select(SCORE_COLUMNS);
    return rows.map(toManagedScore);
  }

  async runningGames(userId: string): Promise<RunningGameView[]> {
    const rows: { game_id: string; game_date: string; start_time: Date; mistakes: number; solved: number }[] =
      await this.database
        .db()('game_sessions as s')
        .join('games as g', 'g.game_date', 's.game_date')
        .where({ 's.user_id': userId, 's.status': 'playing' })
        .orderBy('s.start_time', 'desc')
        .select(
          'g.id as game_id',
          's.game_date',
          's.start_time',
          's.mistakes',
          this.database.db().raw('jsonb_array_length(s.solved) as solved'),
        );
    return rows.map((row) => ({
      gameId: row.game_id,
      date: row.game_date,
      startedAt: iso(row.start_time),
      mistakes: row.mistakes,
      solved: Number(row.solved),
    }));
  }

  async groups(userId: string) {
    const db = this.database.db();
    const rows: { id: string; name: string; owner_id: string; members: string }[] = await db('groups as g')
      .join('group_members as m', 'm.group_id', 'g.id')
      .where('m.user_id', userId)
      .orderBy('g.name')
      .select(
        'g.id',
        'g.name',
        'g.owner_id',
        db.raw('(select count(*) from group_members c where c.group_id = g.id) as members'),
      );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      isOwner: row.owner_id === userId,
      members: Number(row.members),
    }));
  }

  async loginSessions(userId: string, now: Date, limit: number): Promise<LoginSessionView[]> {
    const db = this.database.db();
    const rows: { id: string; created_at: Date; active: boolean }[] = await db('session_families as f')
      .where('f.user_id', userId)
      .orderBy('f.created_at', 'desc')
      .limit(limit)
      .select(
        'f.id',
        'f.created_at',
        db.raw(
          `f.revoked_at is null and exists (select 1 from refresh_tokens t
             where t.family_id = f.id and t.used_at is null and t.expires_at > ?) as active`,
          [now],
        ),
      );
    return rows.map((row) => ({ id: row.id, startedAt: iso(row.created_at), active: row.active }));
  }

  async resetRequests(userId: string): Promise<ResetRequestView[]> {
    const rows = await this.database
      .db()('password_reset_requests as r')
      .join('users as u', 'u.id', 'r.user_id')
      .where('r.user_id', userId)
      .orderBy('r.created_at', 'desc')
      .limit(10)
      .select(RESET_REQUEST_COLUMNS);
    return rows.map(toResetRequestView);
  }
}
