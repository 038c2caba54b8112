import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type {
  AdFreeSetting,
  ManagedUser,
  ManagedUserRepository,
  UserListQuery,
  UserPage,
} from '../../application/ports/managed-user.repository';
import type { SortOrder, UserFilter, UserSort } from '../../contracts/manage-users.codec';
import { isRole, type Role } from '../../domain/permissions/permission-policy';
import { isWellFormedId } from '../../domain/validation/well-formed-id';
import { countOf } from './count-of';
import { startsWithPattern } from './like-pattern';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface ManagedUserRow {
  id: string;
  username: string;
  email: string | null;
  email_verified: boolean;
  roles: string[];
  created_at: Date;
  last_played: string | null;
  games_played: number;
  force_password_reset: boolean;
  is_permanently_ad_free: boolean;
  ad_free_until: Date | null;
}

const toManagedUser = (row: ManagedUserRow): ManagedUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  emailVerified: row.email_verified,
  roles: row.roles.filter(isRole),
  createdAt: new Date(row.created_at),
  lastPlayed: row.last_played,
  gamesPlayed: row.games_played,
  forcePasswordReset: row.force_password_reset,
  isPermanentlyAdFree: row.is_permanently_ad_free,
  adFreeUntil: row.ad_free_until ? new Date(row.ad_free_until) : null,
});

const USER_COLUMNS = [
  'u.id',
  'u.username',
  'u.email',
  'u.email_verified',
  'u.roles',
  'u.created_at',
  'u.last_played',
  'u.games_played',
  'u.force_password_reset',
  'u.is_permanently_ad_free',
  'u.ad_free_until',
];

/** The order of each sort key, always ending in the id so that pages never overlap (matches the indexes). */
const ORDER: Record<UserSort, Record<SortOrder, string>> = {
  username: { asc: 'lower(u.username) asc, u.id asc', desc: 'lower(u.username) desc, u.id desc' },
  createdAt: { asc: 'u.created_at asc, u.id asc', desc: 'u.created_at desc, u.id desc' },
  lastPlayed: {
    asc: 'u.last_played asc nulls first, u.id asc',
    desc: 'u.last_played desc nulls last, u.id desc',
  },
  gamesPlayed: { asc: 'u.games_played asc, u.id asc', desc: 'u.games_played desc, u.id desc' },
};

const matchesSearch = (query: Knex.QueryBuilder, search: string) => {
  const pattern = startsWithPattern(search);
  return query.where((either) =>
    either
      .whereRaw("lower(u.username) like ? escape '\\'", [pattern])
      .orWhereRaw("lower(u.email) like ? escape '\\'", [pattern]),
  );
};

function matchesFilter(query: Knex.QueryBuilder, filter: UserFilter, now: Date) {
  if (filter === 'admins') query.whereRaw("'admin' = any(u.roles)");
  if (filter === 'gameManagers') query.whereRaw("'gameManager' = any(u.roles)");
  if (filter === 'forcedPasswordChange') query.where('u.force_password_reset', true);
  if (filter === 'adFree') {
    query.whereRaw('(u.is_permanently_ad_free or u.ad_free_until is not null)');
    query.where((either) =>
      either.where('u.is_permanently_ad_free', true).orWhere('u.ad_free_until', '>', now),
    );
  }
  return query;
}

/**
 * The list takes one of three roads, each fast at 100,000 users (bench/users.bench.ts):
 * - everyone: the page's ids from a sort index alone (any page costs about what page 1 does);
 * - a filter, or a search matching at most `searchCap` users: that small set, sorted;
 * - a broad search ("pe" on a Finnish instance): the first `searchCap` matches in the chosen order,
 *   found by walking the order and keeping the matches, and a total that says it was capped.
 */
@injectable()
export class PostgresManagedUserRepository implements ManagedUserRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private users() {
    return this.database.db()('users as u');
  }

  async list(query: UserListQuery): Promise<UserPage> {
    const db = this.database.db();
    if (query.filter !== 'all') {
      const matched = matchesFilter(db('users as u').select('u.id'), query.filter, query.now);
      if (query.search !== null) matchesSearch(matched, query.search);
      // Materialized: the planner would otherwise walk a sort index hoping to meet a rare admin early.
      const rows: ManagedUserRow[] = await db
        .withMaterialized('matched', matched)
        .from('matched as m')
        .join('users as u', 'u.id', 'm.id')
        .orderByRaw(ORDER[query.sort][query.order])
        .limit(query.limit)
        .offset(query.offset)
        .select(USER_COLUMNS);
      return {
        users: rows.map(toManagedUser),
        total: await countOf(db.from(matched.as('matched'))),
        capped: false,
      };
    }
    if (query.search === null) return this.wholeList(query);
    const candidates = await this.searchCandidates(query.search, query.searchCap);
    if (candidates.length > query.searchCap) return this.broadSearch(query, query.search);
    const rows: ManagedUserRow[] = await this.users()
      .whereIn('u.id', candidates)
      .orderByRaw(ORDER[query.sort][query.order])
      .limit(query.limit)
      .offset(query.offset)
      .select(USER_COLUMNS);
    return { users: rows.map(toManagedUser), total: candidates.length, capped: false };
  }

  /** Up to one more than the cap of the users whose name or address starts with the term: two index ranges. */
  private async searchCandidates(search: string, cap: number): Promise<string[]> {
    const db = this.database.db();
    const pattern = startsWithPattern(search);
    const starting = (column: string) =>
      db('users')
        .whereRaw(`lower(${column}) like ? escape '\\'`, [pattern])
        .limit(cap + 1)
        .select('id');
    const rows: { id: string }[] = await db.union([starting('username'), starting('email')], true);
    return rows.map((row) => row.id);
  }

  private async broadSearch(query: UserListQuery, search: string): Promise<UserPage> {
    const end = Math.min(query.offset + query.limit, query.searchCap);
    const ids =
      query.offset >= end
        ? []
        : await matchesSearch(this.database.db()('users as u'), search)
            .orderByRaw(ORDER[query.sort][query.order])
            .limit(end - query.offset)
            .offset(query.offset)
            .pluck('u.id');
    return { users: await this.rowsInOrder(ids), total: query.searchCap, capped: true };
  }

  /** Everyone: the page's ids come from a sort index alone, and only those rows are read. */
  private async wholeList(query: UserListQuery): Promise<UserPage> {
    const db = this.database.db();
    const total = await countOf(db('users'));
    const ids: string[] = await db('users as u')
      .orderByRaw(ORDER[query.sort][query.order])
      .limit(query.limit)
      .offset(query.offset)
      .pluck('u.id');
    return { users: await this.rowsInOrder(ids), total, capped: false };
  }

  private async rowsInOrder(ids: readonly string[]): Promise<ManagedUser[]> {
    if (ids.length === 0) return [];
    const rows: ManagedUserRow[] = await this.users().whereIn('u.id', ids).select(USER_COLUMNS);
    const byId = new Map(rows.map((row) => [row.id, toManagedUser(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async inactive(since: string, offset: number, limit: number): Promise<UserPage> {
    const idle = () =>
      this.database
        .db()('users as u')
        .where((either) => either.whereNull('u.last_played').orWhere('u.last_played', '<', since));
    const rows: ManagedUserRow[] = await idle()
      .orderByRaw(ORDER.lastPlayed.asc)
      .limit(limit)
      .offset(offset)
      .select(USER_COLUMNS);
    return { users: rows.map(toManagedUser), total: await countOf(idle()), capped: false };
  }

  async find(id: string): Promise<ManagedUser | null> {
    if (!isWellFormedId(id)) return null;
    const row: ManagedUserRow | undefined = await this.users().where('u.id', id).first(USER_COLUMNS);
    return row ? toManagedUser(row) : null;
  }

  async setRoles(id: string, roles: readonly Role[]): Promise<void> {
    await this.database
      .db()('users')
      .where({ id })
      .update({ roles: [...roles] });
  }

  async setAdFree(id: string, setting: AdFreeSetting): Promise<void> {
    await this.database.db()('users').where({ id }).update({
      is_permanently_ad_free: setting.isPermanentlyAdFree,
      ad_free_until: setting.adFreeUntil,
    });
  }

  async forcePassword(id: string, passwordHash: string): Promise<void> {
    await this.database
      .db()('users')
      .where({ id })
      // A reset, whatever the account's history: the player is told an admin reset it.
      .update({ password_hash: passwordHash, force_password_reset: true, first_password_pending: false });
  }
}
