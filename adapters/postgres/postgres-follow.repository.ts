import { inject, injectable } from 'inversify';
import type {
  FollowedUser,
  FollowOutcome,
  FollowRepository,
  FoundUser,
} from '../../application/ports/follow.repository';
import { likeLiteral } from './like-pattern';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { countOf } from './count-of';
import { foreignKeyViolation } from './pg-errors';

/** The term as a LIKE pattern's literal text: its %, _ and the escape character itself match only themselves. */

@injectable()
export class PostgresFollowRepository implements FollowRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async following(userId: string): Promise<FollowedUser[]> {
    const rows: { id: string; username: string }[] = await this.database
      .db()('follows as f')
      .join('users as u', 'u.id', 'f.followed_id')
      .where('f.user_id', userId)
      .orderByRaw('lower(u.username), u.id')
      .select('u.id', 'u.username');
    return rows.map((row) => ({ userId: row.id, username: row.username }));
  }

  async follow(userId: string, followedId: string, at: Date, maxFollowed: number): Promise<FollowOutcome> {
    try {
      return await this.database.run(async () => {
        const db = this.database.db();
        // One player's additions queue here, so that two at once cannot both pass the count.
        await db.raw("select pg_advisory_xact_lock(hashtext('follows:' || ?))", [userId]);
        const existing = await db('follows')
          .where({ user_id: userId, followed_id: followedId })
          .first('user_id');
        if (existing) return 'already_following';
        if ((await countOf(db('follows').where({ user_id: userId }))) >= maxFollowed) return 'limit_reached';
        await db('follows').insert({ user_id: userId, followed_id: followedId, created_at: at });
        return 'followed' as const;
      });
    } catch (error) {
      if (foreignKeyViolation(error) !== null) return 'user_not_found';
      throw error;
    }
  }

  async unfollow(userId: string, followedId: string): Promise<void> {
    await this.database.db()('follows').where({ user_id: userId, followed_id: followedId }).delete();
  }

  /**
   * Names starting with the term come from the prefix index (migration 005) and fill the answer first;
   * only when they are fewer than `limit` does a scan look for the term inside names.
   */
  async searchUsers(term: string, searcherId: string, limit: number): Promise<FoundUser[]> {
    const literal = likeLiteral(term);
    const prefix = await this.matching(`${literal}%`, null, searcherId, limit);
    if (prefix.length >= limit) return prefix;
    const inside = await this.matching(`%${literal}%`, `${literal}%`, searcherId, limit - prefix.length);
    return [...prefix, ...inside];
  }

  private async matching(
    pattern: string,
    excluded: string | null,
    searcherId: string,
    limit: number,
  ): Promise<FoundUser[]> {
    const db = this.database.db();
    const query = db('users as u').whereRaw("lower(u.username) like lower(?) escape '\\'", [pattern]);
    if (excluded !== null) query.whereRaw("lower(u.username) not like lower(?) escape '\\'", [excluded]);
    const rows: { id: string; username: string; is_followed: boolean }[] = await query
      .whereNot('u.id', searcherId)
      .where('u.login_requires_verification', false)
      .orderByRaw('lower(u.username), u.id')
      .limit(limit)
      .select(
        'u.id',
        'u.username',
        db.raw(
          'exists (select 1 from follows f where f.user_id = ? and f.followed_id = u.id) as is_followed',
          [searcherId],
        ),
      );
    return rows.map((row) => ({ userId: row.id, username: row.username, isFollowed: row.is_followed }));
  }
}
