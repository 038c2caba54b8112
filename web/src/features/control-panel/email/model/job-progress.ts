import type { EmailJobView } from '../../../../../../contracts/email.codec';

// Where an e-mail job stands, for its bar and its words. Pure, so it is tested without a screen.

/** A job the panel follows (every 2 s) until it ends. */
export const FOLLOW_INTERVAL_MS = 2000;

export type JobPhase = 'queued' | 'sending' | 'complete' | 'partial' | 'error';

export function jobPhase(job: EmailJobView): JobPhase {
  if (job.state === 'running') return job.queued ? 'queued' : 'sending';
  if (job.state === 'error') return 'error';
  return job.failed > 0 ? 'partial' : 'complete';
}

export const isRunning = (job: EmailJobView): boolean => job.state === 'running';

/** Mails handled (sent or failed) of the total. */
export const handled = (job: EmailJobView): number => job.sent + job.failed;

/** 0 to 1 of the bar: handled over the total; a job without recipients is done at once. */
export const jobShare = (job: EmailJobView): number =>
  job.total > 0 ? Math.min(1, handled(job) / job.total) : job.state === 'running' ? 0 : 1;

/** The sent and failed parts of the bar, each 0 to 1 of the whole. */
export const jobParts = (job: EmailJobView): { sent: number; failed: number } =>
  job.total > 0
    ? { sent: Math.min(1, job.sent / job.total), failed: Math.min(1, job.failed / job.total) }
    : { sent: 0, failed: 0 };
