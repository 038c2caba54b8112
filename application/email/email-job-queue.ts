import { inject, injectable } from 'inversify';
import { DAY_MS } from '../../domain/constants/time.constants';
import {
  EMAIL_JOB_REPOSITORY,
  type EmailJobRepository,
  type EmailJobSummary,
} from '../ports/email-job.repository';
import { JOB_STORE, type JobStore } from '../ports/job-store.port';
import { LOGGER, type Logger } from '../ports/logger.port';
import { MAIL_QUEUE, type MailQueue } from '../ports/mail-queue.port';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';

export const EMAIL_JOB = 'email.send';
/**
 * An e-mail job is never taken for dead, unlike a recalculation: what it has done is in its recipients'
 * rows, so whichever process runs next (after a restart too) carries on where it stopped.
 */
export const NEVER_STALE_MS = 100 * 365 * DAY_MS;

const figures = (job: EmailJobSummary) => ({ total: job.total, sent: job.sent, failed: job.failed });

/**
 * E-mail jobs in the one job store (DESIGN 11), one running at a time across every process, as the store
 * allows one running job per kind: a job made while another goes out waits (`queued`), and starts when the
 * one before it ends. Mails of one job therefore never compete with another's for the shared rate.
 */
@injectable()
export class EmailJobQueue {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(JOB_STORE) private readonly jobs: JobStore,
    @inject(EMAIL_JOB_REPOSITORY) private readonly emailJobs: EmailJobRepository,
    @inject(MAIL_QUEUE) private readonly queue: MailQueue,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The id of the job going out now; when none is, the oldest waiting job starts. Null: nothing to do. */
  async current(): Promise<string | null> {
    const latest = await this.jobs.latest(EMAIL_JOB, NEVER_STALE_MS);
    if (latest?.state === 'running') return latest.id;
    return this.unitOfWork.run(async () => {
      const next = await this.emailJobs.lockOldestQueued();
      if (!next) return null;
      const claim = await this.jobs.claim(
        {
          id: next.id,
          kind: EMAIL_JOB,
          progress: figures(next),
          startedBy: next.createdBy,
          startedByName: next.createdByName,
        },
        NEVER_STALE_MS,
      );
      return claim.claimed ? claim.job.id : claim.running.id;
    });
  }

  /** Ends the job once every recipient has an outcome; true when it has ended (now or before). */
  async finishIfDone(jobId: string): Promise<boolean> {
    if (await this.queue.hasPending(jobId)) return false;
    const job = await this.emailJobs.find(jobId);
    if (!job) return true;
    const nobodyReached = job.sent === 0 && job.failed > 0;
    const error = nobodyReached
      ? `No mail could be sent: ${(await this.emailJobs.firstError(jobId)) ?? 'unknown error'}`
      : null;
    const ended = await this.jobs.finish(jobId, {
      state: nobodyReached ? 'error' : 'complete',
      progress: figures(job),
      error,
    });
    if (ended) this.logger.info({ jobId, ...figures(job) }, 'e-mail job finished');
    return true;
  }

  /** Copies the job's figures into its row in the job store, which doubles as its heartbeat there. */
  async report(jobId: string): Promise<void> {
    const job = await this.emailJobs.find(jobId);
    if (job) await this.jobs.report(jobId, figures(job));
  }
}
