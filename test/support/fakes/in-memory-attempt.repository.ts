import type { Attempt, AttemptRepository } from '../../../application/ports/attempt.repository';
import type { Snapshotting } from './fake-unit-of-work';

export interface StoredAttempt extends Attempt {
  readonly sessionId: string;
  readonly gameDate: string;
}

/** Attempts in the order they were made, unique per session and key like the table's primary key. */
export class InMemoryAttemptRepository implements AttemptRepository, Snapshotting {
  private attempts: StoredAttempt[] = [];

  async record(sessionId: string, gameDate: string, attempt: Attempt): Promise<void> {
    if (this.attempts.some((stored) => stored.sessionId === sessionId && stored.key === attempt.key)) return;
    this.attempts.push(structuredClone({ ...attempt, sessionId, gameDate }));
  }

  async ofSession(sessionId: string): Promise<Attempt[]> {
    return this.attempts
      .filter((stored) => stored.sessionId === sessionId)
      .map(({ key, words, wasCorrect }) => ({ key, words: [...words], wasCorrect }));
  }

  /** Every stored attempt (copies), for the day statistics and the guest transfer. */
  all(): StoredAttempt[] {
    return structuredClone(this.attempts);
  }

  snapshot(): unknown {
    return structuredClone(this.attempts);
  }

  restore(snapshot: unknown): void {
    this.attempts = structuredClone(snapshot as StoredAttempt[]);
  }
}
