/** What happened when a refresh token was presented for rotation. */
export type RotationOutcome =
  | { kind: 'rotated'; familyId: string; userId: string }
  /** Presented a second time: someone holds a copy. The whole family is revoked. */
  | { kind: 'reused'; familyId: string; userId: string }
  /** Unknown, expired, of a revoked family, or spent moments ago (another tab's refresh, REFRESH_REUSE_GRACE_MS). */
  | { kind: 'invalid' };

/**
 * Login sessions as families of refresh tokens (DESIGN 7). Tokens are stored by the hash of their jti only,
 * so a copy of the table signs nobody in.
 */
export interface SessionRepository {
  startFamily(familyId: string, userId: string): Promise<void>;
  addToken(familyId: string, jtiHash: string, expiresAt: Date): Promise<void>;
  /** Atomically marks the token used; of two concurrent presentations exactly one rotates. */
  rotate(jtiHash: string, now: Date): Promise<RotationOutcome>;
  revokeFamily(familyId: string, now: Date): Promise<void>;
  /** Revokes every family of the user except `keepFamilyId` (the session that asked). */
  revokeUserFamilies(userId: string, now: Date, keepFamilyId?: string): Promise<void>;
  /** Whether the session is live and belongs to the user (an access token names both). */
  isSessionActive(familyId: string, userId: string): Promise<boolean>;
}

export const SESSION_REPOSITORY = Symbol.for('SessionRepository');
