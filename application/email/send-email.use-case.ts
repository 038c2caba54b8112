import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { EmailAllRequest, EmailJobAnswer, EmailUsersRequest } from '../../contracts/email.codec';
import { domainError } from '../../domain/errors/domain-error';
import { validateMailContent, validateRecipientIds } from '../../domain/validation/email-job';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import { fromRule, type AppError } from '../errors/app-error';
import {
  EMAIL_JOB_REPOSITORY,
  type EmailContent,
  type EmailJobRepository,
  type NewEmailJob,
} from '../ports/email-job.repository';
import { HTML_SANITIZER, type HtmlSanitizer } from '../ports/html-sanitizer.port';
import { LOGGER, type Logger } from '../ports/logger.port';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { EmailDelivery } from './email-delivery';
import { noRecipients } from './email-errors';
import { EmailJobQueue } from './email-job-queue';
import { toEmailJobView } from './email-job-view';

/**
 * POST /manage/email/users and /manage/email/all: makes the job and answers at once (202); the mails go
 * out in the background at the configured rate. The recipients are fixed now: players with a verified
 * address, of the listed ones or of all. The job and its audit record land together.
 */
@injectable()
export class SendEmail {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(EMAIL_JOB_REPOSITORY) private readonly emailJobs: EmailJobRepository,
    @inject(HTML_SANITIZER) private readonly sanitizer: HtmlSanitizer,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(EmailJobQueue) private readonly queue: EmailJobQueue,
    @inject(EmailDelivery) private readonly delivery: EmailDelivery,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async toUsers(request: EmailUsersRequest, actor: Actor): Promise<E.Either<AppError, EmailJobAnswer>> {
    const userIds = validateRecipientIds(request.userIds);
    if (E.isLeft(userIds)) return E.left(fromRule(userIds.left));
    return this.send(request, { userIds: userIds.right }, actor);
  }

  toAll(request: EmailAllRequest, actor: Actor): Promise<E.Either<AppError, EmailJobAnswer>> {
    return this.send(request, 'all', actor);
  }

  private async send(
    request: EmailAllRequest,
    audience: NewEmailJob['audience'],
    actor: Actor,
  ): Promise<E.Either<AppError, EmailJobAnswer>> {
    const content = this.content(request);
    if (E.isLeft(content)) return content;
    const id = this.random.uuid();
    const made = await runEither(this.unitOfWork, async () => {
      const job = {
        id,
        content: content.right,
        audience,
        createdBy: actor.id,
        createdByName: actor.username,
      };
      const recipients = await this.emailJobs.create(job);
      if (recipients === 0) return E.left<AppError, number>(noRecipients());
      await this.audit.record({
        actor,
        action: audience === 'all' ? 'email.send.all' : 'email.send.users',
        entity: 'email',
        entityId: id,
        before: null,
        after: {
          subject: content.right.subject,
          recipients,
          listed: audience === 'all' ? null : audience.userIds.length,
          html: content.right.html !== null,
          replyTo: content.right.replyTo,
        },
      });
      return E.right(recipients);
    });
    if (E.isLeft(made)) return made;
    await this.startSoon(id);
    const job = await this.emailJobs.find(id);
    if (!job) throw new Error(`e-mail job ${id} vanished after it was made`);
    const listed = audience === 'all' ? made.right : audience.userIds.length;
    return E.right({ job: toEmailJobView(job), recipients: made.right, skipped: listed - made.right });
  }

  /** Starts the job unless another goes out, and wakes this process's worker; any worker would in time. */
  private async startSoon(jobId: string): Promise<void> {
    try {
      await this.queue.current();
    } catch (error) {
      this.logger.warn({ jobId, error: (error as Error).message }, 'e-mail job not started at once');
    }
    this.delivery.wake();
  }

  /** The mail as every recipient gets it: HTML through the allow-list, the text part never empty. */
  private content(request: EmailAllRequest): E.Either<AppError, EmailContent> {
    const valid = validateMailContent(request);
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));
    const { subject, message, htmlMessage, replyTo } = valid.right;
    const html = htmlMessage === null ? '' : this.sanitizer.sanitize(htmlMessage);
    const text = message !== '' ? message : this.sanitizer.toText(html);
    if (text === '') {
      return E.left(fromRule(domainError('EMAIL_MESSAGE_REQUIRED', 'The message is empty', 'message')));
    }
    return E.right({ subject, text, html: html === '' ? null : html, replyTo });
  }
}
