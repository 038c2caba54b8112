import type { Clock } from '../../../application/ports/clock.port';
import type { PasswordResetRequestRepository } from '../../../application/ports/password-reset-request.repository';
import type { ResetRequestView } from '../../../contracts/manage-users.codec';
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

  constructor(
    private readonly clock: Clock = { now: () => new Date() },
    private readonly usernameOf: (userId: string) => string = () => '',
  ) {}

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

  async listOpen(): Promise<ResetRequestView[]> {
    return this.openRequests().map((request) => ({
      id: request.id,
      userId: request.userId,
      username: this.usernameOf(request.userId),
      createdAt: request.createdAt.toISOString(),
      resolvedAt: null,
    }));
  }

  async resolve(userId: string, now: Date): Promise<number> {
    const open = this.requests.filter((request) => request.userId === userId && request.resolvedAt === null);
    for (const request of open) request.resolvedAt = now;
    return open.length;
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
