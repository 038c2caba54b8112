/** One recipient a worker holds: nobody else sends to them while the claim stands. */
export interface ClaimedRecipient {
  readonly jobId: string;
  readonly userId: string;
  readonly address: string;
}

/**
 * The recipients' rows as the send queue shared by every process of an instance. A worker claims a few
 * pending recipients (rows others hold are skipped, not waited for), marks each one attempted just before
 * its send and sent or failed right after it. Every mark is conditional on the worker's claim, so a worker
 * taken for dead can never mark (or send to) a recipient someone else took over.
 */
export interface MailQueue {
  /** Says that the worker is alive; claims of workers silent for longer than the stale time are abandoned. */
  heartbeat(workerId: string): Promise<void>;
  /** A worker stopping: its claims not yet attempted go back to the queue, and it is forgotten. */
  leave(workerId: string): Promise<void>;
  /**
   * Settles the claims of dead workers (silent for `staleAfterMs`) and those `ownWorkerId` no longer works
   * on: not attempted, back to pending; attempted but never marked, failed as "in doubt" (at most once:
   * the mail may or may not have gone, and sending it again could send it twice).
   */
  recoverAbandoned(staleAfterMs: number, ownWorkerId: string): Promise<{ requeued: number; inDoubt: number }>;
  claim(jobId: string, workerId: string, limit: number): Promise<ClaimedRecipient[]>;
  /** Reserves `count` send slots `intervalMs` apart, shared by every process; answers ms until the first. */
  reserveSlots(count: number, intervalMs: number): Promise<number>;
  /** Marks the recipient attempted; false when the claim is no longer this worker's (taken over). */
  attempt(recipient: ClaimedRecipient, workerId: string): Promise<boolean>;
  markSent(recipient: ClaimedRecipient, workerId: string): Promise<void>;
  markFailed(recipient: ClaimedRecipient, workerId: string, error: string): Promise<void>;
  /** Gives claimed recipients not yet attempted back to the queue. */
  release(recipients: readonly ClaimedRecipient[], workerId: string): Promise<void>;
  /** Whether any recipient of the job still has no outcome. */
  hasPending(jobId: string): Promise<boolean>;
}

export const MAIL_QUEUE = Symbol.for('MailQueue');
