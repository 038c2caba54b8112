import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type {
  AddMemberOutcome,
  CreateGroupOutcome,
  GroupDetails,
  GroupMemberRecord,
  GroupRepository,
  NewGroup,
} from '../../application/ports/group.repository';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { countOf } from './count-of';
import { foreignKeyViolation, uniqueViolation } from './pg-errors';

interface GroupRow {
  id: string;
  name: string;
  group_code: string | null;
  owner_id: string;
  owner_username: string;
  member_count: number;
  created_at: Date | string;
  reader_is_member: boolean;
}

const toDetails = (row: GroupRow): GroupDetails => ({
  id: row.id,
  name: row.name,
  groupCode: row.group_code,
  ownerId: row.owner_id,
  ownerUsername: row.owner_username,
  memberCount: Number(row.member_count),
  createdAt: new Date(row.created_at),
  readerIsMember: row.reader_is_member,
});

const ORDER_BY_NAME = 'lower(g.name), g.created_at, g.id';

@injectable()
export class PostgresGroupRepository implements GroupRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async create(group: NewGroup, maxOwned: number): Promise<CreateGroupOutcome> {
    try {
      return await this.database.run(async () => {
        const db = this.database.db();
        // One owner's creations queue here, so that two at once cannot both pass the count.
        await db.raw("select pg_advisory_xact_lock(hashtext('groups-owned:' || ?))", [group.ownerId]);
        if ((await countOf(db('groups').where({ owner_id: group.ownerId }))) >= maxOwned)
          return 'limit_reached';
        await db('groups').insert({
          id: group.id,
          name: group.name,
          group_code: group.groupCode,
          owner_id: group.ownerId,
          created_at: group.createdAt,
        });
        await db('group_members').insert({
          group_id: group.id,
          user_id: group.ownerId,
          joined_at: group.createdAt,
        });
        return 'created' as const;
      });
    } catch (error) {
      if (uniqueViolation(error) === 'groups_code_key') return 'code_taken';
      throw error;
    }
  }

  async findById(id: string, readerId: string): Promise<GroupDetails | null> {
    const row = await this.details(readerId).where('g.id', id).first();
    return row ? toDetails(row) : null;
  }

  async findByCode(code: string, readerId: string): Promise<GroupDetails | null> {
    const row = await this.details(readerId)
      .whereNotNull('g.group_code')
      .whereRaw('lower(g.group_code) = lower(?)', [code])
      .first();
    return row ? toDetails(row) : null;
  }

  async ownedBy(userId: string): Promise<GroupDetails[]> {
    const rows = await this.details(userId).where('g.owner_id', userId).orderByRaw(ORDER_BY_NAME);
    return rows.map(toDetails);
  }

  async memberOf(userId: string): Promise<GroupDetails[]> {
    const rows = await this.details(userId)
      .whereRaw('exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ?)', [userId])
      .orderByRaw(ORDER_BY_NAME);
    return rows.map(toDetails);
  }

  async delete(id: string): Promise<void> {
    // The memberships go by their foreign key's cascade, in the same statement.
    await this.database.db()('groups').where({ id }).delete();
  }

  async members(groupId: string): Promise<GroupMemberRecord[]> {
    const rows: { user_id: string; username: string; joined_at: Date | string }[] = await this.database
      .db()('group_members as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where('m.group_id', groupId)
      .orderByRaw('lower(u.username), u.id')
      .select('m.user_id', 'u.username', 'm.joined_at');
    return rows.map((row) => ({
      userId: row.user_id,
      username: row.username,
      joinedAt: new Date(row.joined_at),
    }));
  }

  async isMember(groupId: string, userId: string): Promise<boolean> {
    const row = await this.database
      .db()('group_members')
      .where({ group_id: groupId, user_id: userId })
      .first('user_id');
    return row !== undefined;
  }

  async addMember(groupId: string, userId: string, joinedAt: Date): Promise<AddMemberOutcome> {
    try {
      // A savepoint of its own: a refused row must not abort a surrounding transaction.
      const inserted = await this.database.run(() =>
        this.database
          .db()('group_members')
          .insert({ group_id: groupId, user_id: userId, joined_at: joinedAt })
          .onConflict(['group_id', 'user_id'])
          .ignore()
          .returning('user_id'),
      );
      return inserted.length > 0 ? 'added' : 'already_member';
    } catch (error) {
      const constraint = foreignKeyViolation(error);
      if (constraint === null) throw error;
      return constraint.includes('group_id') ? 'group_not_found' : 'user_not_found';
    }
  }

  async removeMember(groupId: string, userId: string): Promise<boolean> {
    const removed = await this.database
      .db()('group_members')
      .where({ group_id: groupId, user_id: userId })
      .delete();
    return removed > 0;
  }

  /** Every group read: the owner's name, the member count and the reader's membership in one query. */
  private details(readerId: string): Knex.QueryBuilder<GroupRow, GroupRow[]> {
    const db = this.database.db();
    return db<GroupRow>('groups as g')
      .join('users as o', 'o.id', 'g.owner_id')
      .select(
        'g.id',
        'g.name',
        'g.group_code',
        'g.owner_id',
        'o.username as owner_username',
        'g.created_at',
        db.raw('(select count(*)::int from group_members c where c.group_id = g.id) as member_count'),
        db.raw(
          'exists (select 1 from group_members r where r.group_id = g.id and r.user_id = ?) as reader_is_member',
          [readerId],
        ),
      ) as unknown as Knex.QueryBuilder<GroupRow, GroupRow[]>;
  }
}
