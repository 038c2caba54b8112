export type OneTimeTokenPurpose = 'verify_email' | 'reset_password';

export interface OneTimeToken {
  userId: string;
  purpose: OneTimeTokenPurpose;
  /** The address a verification link was sent to. */
  email: string | null;
}

/** Single-use links (e-mail verification, password reset), stored by hash with their expiry. */
export interface OneTimeTokenRepository {
  create(tokenHash: string, token: OneTimeToken, expiresAt: Date): Promise<void>;
  /** Uses the token if it exists, has this purpose, is unused and unexpired; else null. Atomic. */
  consume(tokenHash: string, purpose: OneTimeTokenPurpose, now: Date): Promise<OneTimeToken | null>;
  /** Drops the user's unused tokens of a purpose (a new link replaces the old ones). */
  discard(userId: string, purpose: OneTimeTokenPurpose): Promise<void>;
}

export const ONE_TIME_TOKEN_REPOSITORY = Symbol.for('OneTimeTokenRepository');
