import type { Clock } from '../../../application/ports/clock.port';
import type { PasswordResetRequestRepository } from '../../../application/ports/password-reset-request.repository';
import type { Snapshotting } from './fake-unit-of-work';

export interface ResetRequest {
  id: string;
  userId: string;
  createdAt: Date;
  resolvedAt: Date | null;
}

/** Requests for an administrator; like the partial unique index, one open request per user. */
export class InMemoryPasswordResetRequestRepository implements PasswordResetRequestRepository, Snapshotting {
  private requests: ResetRequest[] = [];

  constructor(private readonly clock: Clock = { now: () => new Date() }) {}

  async open(id: string, userId: string): Promise<void> {
    const clash = this.requests.some(
      (request) => request.id === id || (request.userId === userId && request.resolvedAt === null),
    );
    if (!clash) this.requests.push({ id, userId, createdAt: this.clock.now(), resolvedAt: null });
  }

  /** What an administrator would see: the open requests. */
  openRequests(): ResetRequest[] {
    return structuredClone(this.requests.filter((request) => request.resolvedAt === null));
  }

  /** An administrator dealt with it (the admin feature's part; here for tests). */
  resolve(id: string, at: Date = this.clock.now()): void {
    const request = this.requests.find((candidate) => candidate.id === id);
    if (request) request.resolvedAt = at;
  }

  /** ON DELETE CASCADE from users. */
  removeUser(userId: string): void {
    this.requests = this.requests.filter((request) => request.userId !== userId);
  }

  snapshot(): unknown {
    return structuredClone(this.requests);
  }

  restore(snapshot: unknown): void {
    this.requests = structuredClone(snapshot as ResetRequest[]);
  }
}
