import type { Role } from '../../domain/permissions/permission-policy';

export interface User {
  id: string;
  username: string;
  email: string | null;
  emailVerified: boolean;
  /** Registered with an address whose link has not been followed yet: login gives no tokens. */
  loginRequiresVerification: boolean;
  passwordHash: string;
  roles: Role[];
  forcePasswordReset: boolean;
  /** The forced change is the first sign-in with the password the server generated (the first admin). */
  firstPasswordPending: boolean;
  createdAt: Date;
  /** The last game date played, 'YYYY-MM-DD'. */
  lastPlayed: string | null;
  isPermanentlyAdFree: boolean;
  adFreeUntil: Date | null;
  showcaseAchievements: string[];
}

export interface NewUser {
  id: string;
  username: string;
  email: string | null;
  passwordHash: string;
  roles: Role[];
  forcePasswordReset: boolean;
  /** Only the first admin's account, made with a generated password; false when left out. */
  firstPasswordPending?: boolean;
  loginRequiresVerification: boolean;
  referralCode: string | null;
}

/** Uniqueness is the store's to guarantee (two registrations racing for one name): it answers which clashed. */
export type UniqueClash = 'username_taken' | 'email_taken';

export interface UserRepository {
  create(user: NewUser): Promise<UniqueClash | 'created'>;
  findById(id: string): Promise<User | null>;
  /**
   * The user, provided the session (refresh-token family) `sessionId` is theirs and not revoked; else null.
   * Every signed-in request asks it, so it is one read.
   */
  findInSession(id: string, sessionId: string): Promise<User | null>;
  /** Case-insensitive: usernames and e-mail addresses are unique whatever their case. */
  findByUsername(username: string): Promise<User | null>;
  /** The verified owner of the address first; else the oldest unverified claim of it. */
  findByEmail(email: string): Promise<User | null>;
  updateUsername(id: string, username: string): Promise<UniqueClash | 'updated'>;
  updatePassword(id: string, passwordHash: string): Promise<void>;
  /** Sets (or with null removes) the address; a new address is unverified until its link is followed. */
  updateEmail(id: string, email: string | null): Promise<UniqueClash | 'updated'>;
  /**
   * Marks the address verified (and login free) only if it is still the user's address and nobody else has
   * verified it. Other accounts' unverified claims of the address are dropped: it is now taken.
   */
  markEmailVerified(id: string, email: string): Promise<boolean>;
  updateShowcase(id: string, achievements: string[]): Promise<void>;
  hasAdmin(): Promise<boolean>;
}

export const USER_REPOSITORY = Symbol.for('UserRepository');
