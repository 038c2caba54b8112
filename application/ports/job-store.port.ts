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
 */
export interface JobStore {
  /**
   * Starts the job unless one of its kind is running. A running job whose heartbeat is older than
   * `staleBefore` belonged to a process that died: it is marked failed and no longer stands in the way.
   */
  claim(job: NewJob, now: Date, staleBefore: Date): Promise<Claim>;
  /** Records progress; doubles as the heartbeat. */
  report(id: string, progress: Record<string, unknown>, now: Date): Promise<void>;
  finish(
    id: string,
    outcome: { state: 'complete' | 'error'; progress: Record<string, unknown>; error: string | null },
    now: Date,
  ): Promise<void>;
  find(id: string): Promise<JobRecord | null>;
  latest(kind: string): Promise<JobRecord | null>;
}

export const JOB_STORE = Symbol.for('JobStore');
