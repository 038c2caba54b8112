/** The background jobs a process runs (DESIGN 11), named once so monitoring sees a fixed set. */
export type JobName = 'day-rollover' | 'email-delivery' | 'scoreboard-recalculation';

export type JobOutcome = 'ok' | 'failed';

/** What a job did with one item of its work (an e-mail to one recipient). */
export type JobItemOutcome = 'sent' | 'failed' | 'in-doubt';

/**
 * How background jobs fare, for whoever watches the server (runs, failures, time taken, items handled).
 * Recording never fails a job nor waits for anything.
 */
export interface JobMetrics {
  /** A run begins; calling the answer ends it with its outcome (its duration is measured between). */
  started(job: JobName): (outcome: JobOutcome) => void;
  /** Items a run handled, by what became of them. */
  handled(job: JobName, outcome: JobItemOutcome, count?: number): void;
}

export const JOB_METRICS = Symbol.for('JobMetrics');

/** Records nothing: where no metrics are configured, and for use cases built by hand in tests. */
export const NO_JOB_METRICS: JobMetrics = {
  started: () => () => {},
  handled: () => {},
};
