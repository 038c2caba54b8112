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
  games_played: number | null;
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
  gamesPlayed: row.games_played ?? 0,
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
  'st.games_played',
  'u.force_password_reset',
  'u.is_permanently_ad_free',
  'u.ad_free_until',
];

/** The order of each sort key, always ending in the id so that pages never overlap (matches the indexes). */
const ORDER: Record<Exclude<UserSort, 'gamesPlayed'>, Record<SortOrder, string>> = {
  username: { asc: 'lower(u.username) asc, u.id asc', desc: 'lower(u.username) desc, u.id desc' },
  createdAt: { asc: 'u.created_at asc, u.id asc', desc: 'u.created_at desc, u.id desc' },
  lastPlayed: {
    asc: 'u.last_played asc nulls first, u.id asc',
    desc: 'u.last_played desc nulls last, u.id desc',
  },
};
const orderOf = (sort: UserSort, order: SortOrder): string =>
  sort === 'gamesPlayed' ? `coalesce(st.games_played, 0) ${order}, u.id ${order}` : ORDER[sort][order];

function narrowed(query: Knex.QueryBuilder, filter: UserFilter, search: string | null, now: Date) {
  if (search !== null) {
    const pattern = startsWithPattern(search);
    query.where((either) =>
      either
        .whereRaw("lower(u.username) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(u.email) like ? escape '\\'", [pattern]),
    );
  }
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

@injectable()
export class PostgresManagedUserRepository implements ManagedUserRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private withStandings() {
    return this.database.db()('users as u').leftJoin('standings as st', 'st.user_id', 'u.id');
  }

  async list(query: UserListQuery): Promise<UserPage> {
    if (query.search === null && query.filter === 'all') return this.wholeList(query);
    // A search or a filter reads a small set (each has its index); sorting it costs little.
    const rows: ManagedUserRow[] = await narrowed(this.withStandings(), query.filter, query.search, query.now)
      .orderByRaw(orderOf(query.sort, query.order))
      .limit(query.limit)
      .offset(query.offset)
      .select(USER_COLUMNS);
    const total = await countOf(
      narrowed(this.database.db()('users as u'), query.filter, query.search, query.now),
    );
    return { users: rows.map(toManagedUser), total };
  }

  /**
   * Everyone: the page's ids come from a sort index alone, and only those rows are read. Games played live
   * in the standings, which only players with results have, so that order is two runs: the standings'
   * index, and the users without one (zero games) before or after it.
   */
  private async wholeList(query: UserListQuery): Promise<UserPage> {
    const db = this.database.db();
    const total = await countOf(db('users'));
    const ids =
      query.sort === 'gamesPlayed'
        ? await this.idsByGamesPlayed(query, total)
        : (
            await db('users as u')
              .orderByRaw(ORDER[query.sort][query.order])
              .limit(query.limit)
              .offset(query.offset)
              .select('u.id')
          ).map((row: { id: string }) => row.id);
    if (ids.length === 0) return { users: [], total };
    const rows: ManagedUserRow[] = await this.withStandings().whereIn('u.id', ids).select(USER_COLUMNS);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { users: ids.flatMap((id) => (byId.has(id) ? [toManagedUser(byId.get(id)!)] : [])), total };
  }

  private async idsByGamesPlayed({ order, offset, limit }: UserListQuery, total: number): Promise<string[]> {
    const db = this.database.db();
    const withResults = await countOf(db('standings'));
    const played = (skip: number, take: number) =>
      db('standings')
        .orderBy([
          { column: 'games_played', order },
          { column: 'user_id', order },
        ])
        .limit(take)
        .offset(skip)
        .pluck('user_id') as Promise<string[]>;
    const unplayed = (skip: number, take: number) =>
      db('users as u')
        .leftJoin('standings as st', 'st.user_id', 'u.id')
        .whereNull('st.user_id')
        .orderBy('u.id', order)
        .limit(take)
        .offset(skip)
        .pluck('u.id') as Promise<string[]>;
    // Ascending, the players without games come first; descending, last.
    const [first, firstCount, second] =
      order === 'asc' ? [unplayed, total - withResults, played] : [played, withResults, unplayed];
    const head = offset < firstCount ? await first(offset, Math.min(limit, firstCount - offset)) : [];
    const rest = limit - head.length;
    const tail = rest > 0 ? await second(Math.max(0, offset - firstCount), rest) : [];
    return [...head, ...tail];
  }

  async inactive(since: string, offset: number, limit: number): Promise<UserPage> {
    const idle = () =>
      this.database
        .db()('users as u')
        .where((either) => either.whereNull('u.last_played').orWhere('u.last_played', '<', since));
    const rows: ManagedUserRow[] = await idle()
      .leftJoin('standings as st', 'st.user_id', 'u.id')
      .orderByRaw(ORDER.lastPlayed.asc)
      .limit(limit)
      .offset(offset)
      .select(USER_COLUMNS);
    return { users: rows.map(toManagedUser), total: await countOf(idle()) };
  }

  async find(id: string): Promise<ManagedUser | null> {
    if (!isWellFormedId(id)) return null;
    const row: ManagedUserRow | undefined = await this.withStandings().where('u.id', id).first(USER_COLUMNS);
    return row ? toManagedUser(row) : null;
  }

  async lockAdmins(): Promise<string[]> {
    return this.database.db()('users').whereRaw("'admin' = any(roles)").forUpdate().orderBy('id').pluck('id');
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
      .update({ password_hash: passwordHash, force_password_reset: true });
  }
}
