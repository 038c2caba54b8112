/** What a background job records as it goes (DESIGN 11: one durable job mechanism in PostgreSQL). */
export interface JobRecord {
  readonly id: string;
  readonly kind: string;
  readonly state: 'running' | 'complete' | 'error';
  /** The job's own figures; its kind decides their shape. */
  readonly progress: Record<string, unknown>;
  readonly startedBy: string | null;
  readonly startedByName: string;
  readonly startedAt: Date;
  readonly heartbeatAt: Date;
  readonly finishedAt: Date | null;
  readonly error: string | null;
}

export interface NewJob {
  readonly id: string;
  readonly kind: string;
  readonly progress: Record<string, unknown>;
  readonly startedBy: string | null;
  readonly startedByName: string;
}

export type Claim =
  | { readonly claimed: true; readonly job: JobRecord }
  | { readonly claimed: false; readonly running: JobRecord };

/**
 * Jobs shared by every process of an instance. At most one job of a kind runs at a time across all of
 * them: the store decides, so two requests at once (in two processes) start one job and tell the other.
 * Times are the database's own, so processes whose clocks differ still agree on which job is alive. A
 * running job silent for longer than `staleAfterMs` belonged to a process that died: every read and claim
 * first marks such jobs failed, so nothing waits on them.
 */
export interface JobStore {
  /** Starts the job unless one of its kind is running. */
  claim(job: NewJob, staleAfterMs: number): Promise<Claim>;
  /** Records progress; doubles as the heartbeat. False when the job is no longer running (taken over). */
  report(id: string, progress: Record<string, unknown>): Promise<boolean>;
  /** Ends a running job; false when it had already ended (taken over as dead). */
  finish(
    id: string,
    outcome: { state: 'complete' | 'error'; progress: Record<string, unknown>; error: string | null },
  ): Promise<boolean>;
  find(id: string, staleAfterMs: number): Promise<JobRecord | null>;
  latest(kind: string, staleAfterMs: number): Promise<JobRecord | null>;
}

export const JOB_STORE = Symbol.for('JobStore');
