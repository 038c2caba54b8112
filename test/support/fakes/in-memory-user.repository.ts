import type { AdminRoster } from '../../../application/ports/admin-roster.port';
import type { Clock } from '../../../application/ports/clock.port';
import type { SessionRepository } from '../../../application/ports/session.repository';
import type { NewUser, UniqueClash, User, UserRepository } from '../../../application/ports/user.repository';
import type { Snapshotting } from './fake-unit-of-work';

interface StoredUser extends User {
  referralCode: string | null;
}

const same = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * Users in a Map, unique like the SQL indexes: lower(username), and lower(email) where an address is set.
 * Every answer is a copy, as a row read from a database would be.
 */
export class InMemoryUserRepository implements UserRepository, AdminRoster, Snapshotting {
  private users = new Map<string, StoredUser>();

  /** `sessions`: the session families `findInSession` joins, as the SQL joins session_families. */
  constructor(
    private readonly clock: Clock = { now: () => new Date() },
    private readonly sessions?: Pick<SessionRepository, 'isSessionActive'>,
  ) {}

  async create(user: NewUser): Promise<UniqueClash | 'created'> {
    const clash = this.clash(user.id, user.username, user.email);
    if (clash) return clash;
    if (this.users.has(user.id)) throw new Error(`duplicate user id ${user.id}`);
    this.users.set(user.id, {
      id: user.id,
      username: user.username,
      email: user.email,
      emailVerified: false,
      loginRequiresVerification: user.loginRequiresVerification,
      passwordHash: user.passwordHash,
      roles: [...user.roles],
      forcePasswordReset: user.forcePasswordReset,
      firstPasswordPending: user.firstPasswordPending ?? false,
      createdAt: this.clock.now(),
      lastPlayed: null,
      isPermanentlyAdFree: false,
      adFreeUntil: null,
      showcaseAchievements: [],
      referralCode: user.referralCode,
    });
    return 'created';
  }

  async findById(id: string): Promise<User | null> {
    return this.copy(this.users.get(id));
  }

  async findInSession(id: string, sessionId: string): Promise<User | null> {
    if (!this.sessions) throw new Error('InMemoryUserRepository: no session store to join');
    return (await this.sessions.isSessionActive(sessionId, id)) ? this.findById(id) : null;
  }

  async findByUsername(username: string): Promise<User | null> {
    return this.copy([...this.users.values()].find((user) => same(user.username, username)));
  }

  async findByEmail(email: string): Promise<User | null> {
    const holders = [...this.users.values()]
      .filter((user) => same(user.email, email))
      .sort(
        (x, y) =>
          Number(y.emailVerified) - Number(x.emailVerified) || x.createdAt.getTime() - y.createdAt.getTime(),
      );
    return this.copy(holders[0]);
  }

  async updateUsername(id: string, username: string): Promise<UniqueClash | 'updated'> {
    if (this.clash(id, username, null)) return 'username_taken';
    this.update(id, { username });
    return 'updated';
  }

  async updatePassword(id: string, passwordHash: string): Promise<void> {
    this.update(id, { passwordHash, forcePasswordReset: false, firstPasswordPending: false });
  }

  async updateEmail(id: string, email: string | null): Promise<UniqueClash | 'updated'> {
    if (this.clash(id, null, email)) return 'email_taken';
    this.update(id, { email, emailVerified: false });
    return 'updated';
  }

  async markEmailVerified(id: string, email: string): Promise<boolean> {
    const user = this.users.get(id);
    if (!user || !same(user.email, email)) return false;
    const others = [...this.users.values()].filter((other) => other.id !== id && same(other.email, email));
    if (others.some((other) => other.emailVerified)) return false;
    for (const other of others) other.email = null;
    user.emailVerified = true;
    user.loginRequiresVerification = false;
    return true;
  }

  async updateShowcase(id: string, achievements: string[]): Promise<void> {
    this.update(id, { showcaseAchievements: [...achievements] });
  }

  async hasAdmin(): Promise<boolean> {
    return [...this.users.values()].some((user) => user.roles.includes('admin'));
  }

  /** The admin roster's part (nothing to lock: one test runs at a time). */
  async lockAdmins(): Promise<string[]> {
    return [...this.users.values()].filter((user) => user.roles.includes('admin')).map((user) => user.id);
  }

  /** What ON DELETE of the users row does: the account eraser's part. */
  delete(id: string): boolean {
    return this.users.delete(id);
  }

  /** The referral code kept from registration (no port reads it yet). */
  referralCodeOf(id: string): string | null | undefined {
    return this.users.get(id)?.referralCode;
  }

  count(): number {
    return this.users.size;
  }

  snapshot(): unknown {
    return structuredClone(this.users);
  }

  restore(snapshot: unknown): void {
    this.users = structuredClone(snapshot as Map<string, StoredUser>);
  }

  private clash(selfId: string, username: string | null, email: string | null): UniqueClash | null {
    const others = [...this.users.values()].filter((user) => user.id !== selfId);
    if (username !== null && others.some((user) => same(user.username, username))) return 'username_taken';
    if (email !== null && others.some((user) => user.emailVerified && same(user.email, email)))
      return 'email_taken';
    return null;
  }

  private update(id: string, changes: Partial<StoredUser>): void {
    const user = this.users.get(id);
    if (user) Object.assign(user, changes);
  }

  private copy(user: StoredUser | undefined): User | null {
    if (!user) return null;
    const { referralCode: _referralCode, ...rest } = structuredClone(user);
    return rest;
  }
}
