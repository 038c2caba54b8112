import { inject, injectable } from 'inversify';
import type { NewUser, UniqueClash, User, UserRepository } from '../../application/ports/user.repository';
import { isRole } from '../../domain/permissions/permission-policy';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { uniqueViolation } from './pg-errors';

interface UserRow {
  id: string;
  username: string;
  email: string | null;
  email_verified: boolean;
  login_requires_verification: boolean;
  password_hash: string;
  roles: string[];
  force_password_reset: boolean;
  first_password_pending: boolean;
  created_at: Date;
  last_played: string | null;
  is_permanently_ad_free: boolean;
  ad_free_until: Date | null;
  showcase_achievements: string[];
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  emailVerified: row.email_verified,
  loginRequiresVerification: row.login_requires_verification,
  passwordHash: row.password_hash,
  roles: row.roles.filter(isRole),
  forcePasswordReset: row.force_password_reset,
  firstPasswordPending: row.first_password_pending,
  createdAt: new Date(row.created_at),
  lastPlayed: row.last_played,
  isPermanentlyAdFree: row.is_permanently_ad_free,
  adFreeUntil: row.ad_free_until ? new Date(row.ad_free_until) : null,
  showcaseAchievements: row.showcase_achievements,
});

const clashOf = (error: unknown): UniqueClash | null => {
  const index = uniqueViolation(error);
  if (index === null) return null;
  return index.includes('email') ? 'email_taken' : 'username_taken';
};

@injectable()
export class PostgresUserRepository implements UserRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private users() {
    return this.database.db()<UserRow>('users');
  }

  async create(user: NewUser): Promise<UniqueClash | 'created'> {
    if (user.email !== null && (await this.verifiedElsewhere(user.email, user.id))) return 'email_taken';
    try {
      // A savepoint of its own, so that a refused row does not abort a surrounding transaction.
      await this.database.run(() =>
        this.users().insert({
          id: user.id,
          username: user.username,
          email: user.email,
          password_hash: user.passwordHash,
          roles: user.roles,
          force_password_reset: user.forcePasswordReset,
          first_password_pending: user.firstPasswordPending ?? false,
          login_requires_verification: user.loginRequiresVerification,
          registered_with_referral_code: user.referralCode,
        } as Partial<UserRow>),
      );
      return 'created';
    } catch (error) {
      const clash = clashOf(error);
      if (clash) return clash;
      throw error;
    }
  }

  async findById(id: string): Promise<User | null> {
    const row = await this.users().where({ id }).first();
    return row ? toUser(row) : null;
  }

  async findInSession(id: string, sessionId: string): Promise<User | null> {
    const row: UserRow | undefined = await this.users()
      .join('session_families as f', 'f.user_id', 'users.id')
      .where('users.id', id)
      .andWhere('f.id', sessionId)
      .whereNull('f.revoked_at')
      .first('users.*');
    return row ? toUser(row) : null;
  }

  async findByUsername(username: string): Promise<User | null> {
    const row = await this.users().whereRaw('lower(username) = lower(?)', [username]).first();
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.users()
      .whereRaw('lower(email) = lower(?)', [email])
      .orderBy([{ column: 'email_verified', order: 'desc' }, { column: 'created_at' }])
      .first();
    return row ? toUser(row) : null;
  }

  async updateUsername(id: string, username: string): Promise<UniqueClash | 'updated'> {
    return this.updateUnique(() => this.users().where({ id }).update({ username }));
  }

  async updatePassword(id: string, passwordHash: string): Promise<void> {
    await this.users()
      .where({ id })
      .update({ password_hash: passwordHash, force_password_reset: false, first_password_pending: false });
  }

  async updateEmail(id: string, email: string | null): Promise<UniqueClash | 'updated'> {
    if (email !== null && (await this.verifiedElsewhere(email, id))) return 'email_taken';
    return this.updateUnique(() => this.users().where({ id }).update({ email, email_verified: false }));
  }

  async markEmailVerified(id: string, email: string): Promise<boolean> {
    try {
      return await this.database.run(async () => {
        // Every account naming the address, locked in one order before anything changes: verifications of
        // one address at once then queue here, where each used to lock its own row and then wait for the
        // others' (a deadlock, five 500s in six).
        await this.users()
          .whereRaw('lower(email) = lower(?)', [email])
          .orderBy('id')
          .forUpdate()
          .select('id');
        const updated = await this.users()
          .where({ id })
          .whereRaw('lower(email) = lower(?)', [email])
          .update({ email_verified: true, login_requires_verification: false });
        if (updated === 0) return false;
        await this.users()
          .whereNot({ id })
          .where({ email_verified: false })
          .whereRaw('lower(email) = lower(?)', [email])
          .update({ email: null });
        return true;
      });
    } catch (error) {
      // Someone else verified the address first.
      if (uniqueViolation(error)) return false;
      throw error;
    }
  }

  async updateShowcase(id: string, achievements: string[]): Promise<void> {
    await this.users()
      .where({ id })
      .update({ showcase_achievements: JSON.stringify(achievements) as unknown as string[] });
  }

  async hasAdmin(): Promise<boolean> {
    const row = await this.users().whereRaw("'admin' = any(roles)").first('id');
    return row !== undefined;
  }

  /** The index keeps verified addresses unique; an unverified claim of someone's verified address is refused here. */
  private async verifiedElsewhere(email: string, selfId: string): Promise<boolean> {
    const row = await this.users()
      .whereRaw('lower(email) = lower(?)', [email])
      .where({ email_verified: true })
      .whereNot({ id: selfId })
      .first('id');
    return row !== undefined;
  }

  private async updateUnique(update: () => Promise<number>): Promise<UniqueClash | 'updated'> {
    try {
      await this.database.run(update);
      return 'updated';
    } catch (error) {
      const clash = clashOf(error);
      if (clash) return clash;
      throw error;
    }
  }
}
