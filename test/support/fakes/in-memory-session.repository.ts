import type { RotationOutcome, SessionRepository } from '../../../application/ports/session.repository';
import type { Snapshotting } from './fake-unit-of-work';

interface Family {
  userId: string;
  revokedAt: Date | null;
}

interface RefreshToken {
  familyId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

interface State {
  families: Map<string, Family>;
  tokens: Map<string, RefreshToken>;
}

/**
 * Refresh-token families with the rotation rules of the PostgreSQL adapter. Every method decides without an
 * `await` between reading and writing, so of two concurrent presentations exactly one rotates, as the single
 * UPDATE statement guarantees there.
 */
export class InMemorySessionRepository implements SessionRepository, Snapshotting {
  private state: State = { families: new Map(), tokens: new Map() };

  async startFamily(familyId: string, userId: string): Promise<void> {
    if (this.state.families.has(familyId)) throw new Error(`duplicate session family ${familyId}`);
    this.state.families.set(familyId, { userId, revokedAt: null });
  }

  async addToken(familyId: string, jtiHash: string, expiresAt: Date): Promise<void> {
    // The foreign key and primary key of refresh_tokens.
    if (!this.state.families.has(familyId)) throw new Error(`no session family ${familyId}`);
    if (this.state.tokens.has(jtiHash)) throw new Error('duplicate refresh token');
    this.state.tokens.set(jtiHash, { familyId, expiresAt: new Date(expiresAt), usedAt: null });
  }

  async rotate(jtiHash: string, now: Date): Promise<RotationOutcome> {
    const token = this.state.tokens.get(jtiHash);
    const family = token && this.state.families.get(token.familyId);
    if (!token || !family || family.revokedAt) return { kind: 'invalid' };
    if (token.usedAt)
      return {
        kind: 'spent',
        familyId: token.familyId,
        userId: family.userId,
        usedAt: new Date(token.usedAt),
      };
    if (token.expiresAt.getTime() <= now.getTime()) return { kind: 'invalid' };
    token.usedAt = new Date(now);
    return { kind: 'rotated', familyId: token.familyId, userId: family.userId };
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    const family = this.state.families.get(familyId);
    if (family && !family.revokedAt) family.revokedAt = new Date(now);
  }

  async revokeUserFamilies(userId: string, now: Date, keepFamilyId?: string): Promise<void> {
    for (const [id, family] of this.state.families)
      if (family.userId === userId && id !== keepFamilyId && !family.revokedAt)
        family.revokedAt = new Date(now);
  }

  async isSessionActive(familyId: string, userId: string): Promise<boolean> {
    const family = this.state.families.get(familyId);
    return family !== undefined && family.userId === userId && family.revokedAt === null;
  }

  /** ON DELETE CASCADE from users: the account eraser calls it. */
  removeUser(userId: string): void {
    for (const [id, family] of this.state.families) {
      if (family.userId !== userId) continue;
      this.state.families.delete(id);
      for (const [hash, token] of this.state.tokens)
        if (token.familyId === id) this.state.tokens.delete(hash);
    }
  }

  /** Families of a user, for assertions: how many sessions a login or a change left active. */
  familiesOf(userId: string): { id: string; active: boolean }[] {
    return [...this.state.families]
      .filter(([, family]) => family.userId === userId)
      .map(([id, family]) => ({ id, active: family.revokedAt === null }));
  }

  snapshot(): unknown {
    return structuredClone(this.state);
  }

  restore(snapshot: unknown): void {
    this.state = structuredClone(snapshot as State);
  }
}
