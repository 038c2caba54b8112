import type {
  OneTimeToken,
  OneTimeTokenPurpose,
  OneTimeTokenRepository,
} from '../../../application/ports/one-time-token.repository';
import type { Snapshotting } from './fake-unit-of-work';

interface StoredToken extends OneTimeToken {
  expiresAt: Date;
  usedAt: Date | null;
}

/** Single-use links by hash; consuming decides without an `await`, so it is atomic like the UPDATE. */
export class InMemoryOneTimeTokenRepository implements OneTimeTokenRepository, Snapshotting {
  private tokens = new Map<string, StoredToken>();

  async create(tokenHash: string, token: OneTimeToken, expiresAt: Date): Promise<void> {
    if (this.tokens.has(tokenHash)) throw new Error('duplicate one-time token');
    this.tokens.set(tokenHash, { ...token, expiresAt: new Date(expiresAt), usedAt: null });
  }

  async consume(tokenHash: string, purpose: OneTimeTokenPurpose, now: Date): Promise<OneTimeToken | null> {
    const token = this.tokens.get(tokenHash);
    if (!token || token.purpose !== purpose || token.usedAt || token.expiresAt.getTime() <= now.getTime())
      return null;
    token.usedAt = new Date(now);
    return { userId: token.userId, purpose: token.purpose, email: token.email };
  }

  async discard(userId: string, purpose: OneTimeTokenPurpose): Promise<void> {
    for (const [hash, token] of this.tokens)
      if (token.userId === userId && token.purpose === purpose && !token.usedAt) this.tokens.delete(hash);
  }

  /** ON DELETE CASCADE from users. */
  removeUser(userId: string): void {
    for (const [hash, token] of this.tokens) if (token.userId === userId) this.tokens.delete(hash);
  }

  /** Stored tokens (hashes only, as in the table), for assertions. */
  stored(): (StoredToken & { tokenHash: string })[] {
    return [...this.tokens].map(([tokenHash, token]) => ({ tokenHash, ...structuredClone(token) }));
  }

  snapshot(): unknown {
    return structuredClone(this.tokens);
  }

  restore(snapshot: unknown): void {
    this.tokens = structuredClone(snapshot as Map<string, StoredToken>);
  }
}
