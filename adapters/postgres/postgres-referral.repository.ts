import { inject, injectable } from 'inversify';
import type {
  ReferralEntry,
  ReferralRepository,
  Referrer,
  TopReferrer,
} from '../../application/ports/referral.repository';
import { countOf } from './count-of';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { uniqueViolation } from './pg-errors';

@injectable()
export class PostgresReferralRepository implements ReferralRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async codeOf(userId: string): Promise<string | null> {
    const row = await this.database.db()('users').where({ id: userId }).first('referral_code');
    return (row?.referral_code as string | null | undefined) ?? null;
  }

  async assignCode(userId: string, code: string): Promise<boolean> {
    try {
      // A savepoint of its own: a clash must not abort a surrounding transaction.
      await this.database.run(() =>
        this.database
          .db()('users')
          .where({ id: userId })
          .whereNull('referral_code')
          .update({ referral_code: code }),
      );
      return true;
    } catch (error) {
      if (uniqueViolation(error)) return false;
      throw error;
    }
  }

  async ownerOf(code: string): Promise<Referrer | null> {
    const row = await this.database
      .db()('users')
      .whereRaw('lower(referral_code) = lower(?)', [code])
      .first('id', 'username');
    return row ? { id: row.id as string, username: row.username as string } : null;
  }

  async record(referredId: string, referrerId: string, at: Date): Promise<'recorded' | 'already_referred'> {
    try {
      await this.database.run(() =>
        this.database
          .db()('referrals')
          .insert({ referred_id: referredId, referrer_id: referrerId, created_at: at }),
      );
      return 'recorded';
    } catch (error) {
      // The primary key is the referred player: a parallel second referral waits for the first, then fails.
      if (uniqueViolation(error)) return 'already_referred';
      throw error;
    }
  }

  async lockAdFreeUntil(userId: string): Promise<Date | null> {
    // NO KEY UPDATE: the referral rows' foreign keys hold KEY SHARE locks on users, which this must not wait for.
    const row = await this.database
      .db()('users')
      .where({ id: userId })
      .forNoKeyUpdate()
      .first('ad_free_until');
    return row?.ad_free_until ? new Date(row.ad_free_until as Date) : null;
  }

  async setAdFreeUntil(userId: string, until: Date): Promise<void> {
    await this.database.db()('users').where({ id: userId }).update({ ad_free_until: until });
  }

  async countReferrals(referrerId: string): Promise<number> {
    return countOf(this.database.db()('referrals').where({ referrer_id: referrerId }));
  }

  async referralsOf(referrerId: string): Promise<ReferralEntry[]> {
    const rows: { username: string; created_at: Date }[] = await this.database
      .db()('referrals')
      .join('users', 'users.id', 'referrals.referred_id')
      .where({ 'referrals.referrer_id': referrerId })
      .orderBy([
        { column: 'referrals.created_at', order: 'desc' },
        { column: 'users.username', order: 'asc' },
      ])
      .select('users.username', 'referrals.created_at');
    return rows.map((row) => ({ username: row.username, joinedAt: new Date(row.created_at) }));
  }

  async topReferrers(limit: number): Promise<TopReferrer[]> {
    const rows: { id: string; username: string; referral_count: number }[] = await this.database
      .db()('referrals')
      .join('users', 'users.id', 'referrals.referrer_id')
      .groupBy('users.id', 'users.username')
      .select('users.id', 'users.username')
      .select(this.database.db().raw('count(*)::int as referral_count'))
      // The latest referral is when the count was reached: the earlier one wins a tie.
      .orderByRaw('count(*) desc, max(referrals.created_at) asc, users.id asc')
      .limit(limit);
    return rows.map((row) => ({ userId: row.id, username: row.username, referralCount: row.referral_count }));
  }
}
