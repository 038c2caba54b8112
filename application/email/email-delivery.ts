import { inject, injectable, optional } from 'inversify';
import {
  EMAIL_JOB_REPOSITORY,
  type EmailContent,
  type EmailJobRepository,
} from '../ports/email-job.repository';
import { INSTANCE, type Instance } from '../ports/instance.port';
import { JOB_METRICS, NO_JOB_METRICS, type JobMetrics } from '../ports/job-metrics.port';
import { LOGGER, type Logger } from '../ports/logger.port';
import { MAILER, type Mailer } from '../ports/mailer.port';
import { MAIL_QUEUE, type ClaimedRecipient, type MailQueue } from '../ports/mail-queue.port';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { EmailJobQueue } from './email-job-queue';
import { MAIL_DELIVERY_SETTINGS, type MailDeliverySettings } from './mail-delivery-settings';
import { playerMail } from './player-mail';

const MINUTE_MS = 60_000;
const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The worker that sends e-mail jobs, one in each process (DESIGN 11). It claims a few recipients of the
 * running job (rows another worker holds are skipped), and for each one marks it attempted, sends, and
 * marks the outcome at once. Send slots are reserved in the database, so all processes together keep to
 * the rate. Started with the server, it first carries on whatever a stopped process left.
 *
 * Delivery is at most once. A recipient is sent to only after its attempt is recorded, so a worker that
 * dies leaves two kinds of claims: not attempted, which go back to the queue and are sent by someone else;
 * attempted but never marked, whose mail may or may not have left. Those are failed "in doubt" rather than
 * sent again: the issue asks that a restart never sends anyone twice, and the admin sees whom to check.
 */
@injectable()
export class EmailDelivery {
  private readonly workerId: string;
  private loop: Promise<void> | null = null;
  private stopping = false;
  /** Set by `wake`: the next idle pause is skipped (a job made while the worker was busy is not missed). */
  private woken = false;
  /** Ends the pause under way: any pause on `stop`, only an idle one on `wake`. */
  private endPause: { idle: boolean; end: () => void } | null = null;

  constructor(
    @inject(EmailJobQueue) private readonly jobs: EmailJobQueue,
    @inject(MAIL_QUEUE) private readonly queue: MailQueue,
    @inject(EMAIL_JOB_REPOSITORY) private readonly emailJobs: EmailJobRepository,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(INSTANCE) private readonly instance: Instance,
    @inject(MAIL_DELIVERY_SETTINGS) private readonly settings: MailDeliverySettings,
    @inject(RANDOM_SOURCE) random: RandomSource,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(JOB_METRICS) @optional() private readonly metrics: JobMetrics = NO_JOB_METRICS,
  ) {
    this.workerId = random.uuid();
  }

  /** Works until `stop`: at once, then whenever woken or every idle interval. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.work();
  }

  /** A job was made in this process: no need to wait for the next look. */
  wake(): void {
    this.woken = true;
    if (this.endPause?.idle) this.endPause.end();
  }

  /**
   * Finishes the mail under way (and marks it), gives the claimed rest back to the queue for the other
   * processes or the next start, and returns once the worker has let go. The database must still be open.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.endPause?.end();
    await this.loop;
    this.loop = null;
  }

  /**
   * One step of the worker; true when it did something, so that the next step may follow at once. Steps of
   * one worker never overlap: `start` runs them in turn (a test may run them by hand instead, never both).
   */
  async runOnce(): Promise<boolean> {
    const recovered = await this.queue.recoverAbandoned(this.settings.staleAfterMs, this.workerId);
    if (recovered.requeued + recovered.inDoubt > 0) {
      this.logger.warn({ ...recovered }, 'e-mail recipients of a stopped worker settled');
      if (recovered.inDoubt > 0) this.metrics.handled('email-delivery', 'in-doubt', recovered.inDoubt);
    }
    const jobId = await this.jobs.current();
    if (jobId === null) return false;
    await this.queue.heartbeat(this.workerId);
    const batch = await this.queue.claim(jobId, this.workerId, this.settings.batchSize);
    if (batch.length === 0) return this.jobs.finishIfDone(jobId);
    // One batch is one run for monitoring: its duration includes the pauses the send rate asks for.
    const ended = this.metrics.started('email-delivery');
    try {
      await this.deliver(jobId, batch);
    } catch (error) {
      ended('failed');
      throw error;
    }
    ended('ok');
    return true;
  }

  private async work(): Promise<void> {
    while (!this.stopping) {
      let busy = false;
      try {
        busy = await this.runOnce();
      } catch (error) {
        this.logger.error({ error: reason(error) }, 'e-mail worker step failed');
      }
      if (!busy) await this.pause(this.settings.idlePollMs, true);
    }
    await this.queue.leave(this.workerId).catch((error: unknown) => {
      this.logger.warn({ error: reason(error) }, 'e-mail worker did not let go of its claims');
    });
  }

  private async deliver(jobId: string, batch: readonly ClaimedRecipient[]): Promise<void> {
    const content = await this.emailJobs.content(jobId);
    if (!content) return this.queue.release(batch, this.workerId);
    const intervalMs = MINUTE_MS / this.settings.ratePerMinute;
    const firstAt = Date.now() + (await this.queue.reserveSlots(batch.length, intervalMs));
    const heartbeat = setInterval(() => {
      this.queue.heartbeat(this.workerId).catch(() => {});
    }, this.settings.heartbeatMs);
    heartbeat.unref?.();
    let next = 0;
    try {
      for (; next < batch.length; next++) {
        await this.pause(firstAt + next * intervalMs - Date.now(), false);
        if (this.stopping) break;
        await this.deliverOne(batch[next]!, content);
      }
    } finally {
      clearInterval(heartbeat);
      // Stopped (or failed) part-way: the rest were never attempted and may go to anyone at once.
      if (next < batch.length) await this.queue.release(batch.slice(next), this.workerId);
    }
    await this.jobs.report(jobId);
  }

  private async deliverOne(recipient: ClaimedRecipient, content: EmailContent): Promise<void> {
    if (!(await this.queue.attempt(recipient, this.workerId))) return;
    try {
      await this.mailer.send(playerMail(this.instance, content, recipient.address));
    } catch (error) {
      await this.queue.markFailed(recipient, this.workerId, reason(error));
      this.metrics.handled('email-delivery', 'failed');
      return;
    }
    await this.queue.markSent(recipient, this.workerId);
    this.metrics.handled('email-delivery', 'sent');
  }

  /** Waits `ms`, or less when stopped or (an idle pause) woken. */
  private pause(ms: number, idle: boolean): Promise<void> {
    if (idle && this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    if (ms <= 0 || this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.endPause = null;
        if (idle) this.woken = false;
        resolve();
      };
      const timer = setTimeout(end, ms);
      // A server keeps its process alive; a pausing worker alone never should.
      timer.unref?.();
      this.endPause = { idle, end };
    });
  }
}
