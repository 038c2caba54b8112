/**
 * What happened when a refresh token was presented for rotation. The store only tells; what a spent token
 * means (another tab's refresh, or a stolen copy whose family must be revoked) is the caller's to decide.
 */
export type RotationOutcome =
  | { kind: 'rotated'; familyId: string; userId: string }
  /** Already used (at `usedAt`), its family still live: nothing was changed. */
  | { kind: 'spent'; familyId: string; userId: string; usedAt: Date }
  /** Unknown, expired, or of a revoked family. */
  | { kind: 'invalid' };

/**
 * Login sessions as families of refresh tokens (DESIGN 7). Tokens are stored by the hash of their jti only,
 * so a copy of the table signs nobody in.
 */
export interface SessionRepository {
  startFamily(familyId: string, userId: string): Promise<void>;
  addToken(familyId: string, jtiHash: string, expiresAt: Date): Promise<void>;
  /** Atomically marks the token used; of two concurrent presentations exactly one rotates, the other finds it spent. */
  rotate(jtiHash: string, now: Date): Promise<RotationOutcome>;
  revokeFamily(familyId: string, now: Date): Promise<void>;
  /** Revokes every family of the user except `keepFamilyId` (the session that asked). */
  revokeUserFamilies(userId: string, now: Date, keepFamilyId?: string): Promise<void>;
  /** Whether the session is live and belongs to the user (an access token names both). */
  isSessionActive(familyId: string, userId: string): Promise<boolean>;
}

export const SESSION_REPOSITORY = Symbol.for('SessionRepository');
