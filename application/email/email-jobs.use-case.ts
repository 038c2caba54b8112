import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { EmailJobDetailsAnswer, EmailJobsAnswer, EmailOutcome } from '../../contracts/email.codec';
import { EMAIL_JOBS_LISTED, EMAIL_RECIPIENTS_PAGE_SIZE } from '../../domain/constants/email.constants';
import type { AppError } from '../errors/app-error';
import { EMAIL_JOB_REPOSITORY, type EmailJobRepository } from '../ports/email-job.repository';
import { emailJobNotFound } from './email-errors';
import { toEmailJobView } from './email-job-view';

/** GET /manage/email/jobs and /manage/email/jobs/{id}: what went out, to whom, and what is still going. */
@injectable()
export class EmailJobs {
  constructor(@inject(EMAIL_JOB_REPOSITORY) private readonly emailJobs: EmailJobRepository) {}

  async list(): Promise<EmailJobsAnswer> {
    return { jobs: (await this.emailJobs.list(EMAIL_JOBS_LISTED)).map(toEmailJobView) };
  }

  async details(
    id: string,
    query: { outcome: EmailOutcome | undefined; page: number | undefined },
  ): Promise<E.Either<AppError, EmailJobDetailsAnswer>> {
    const job = await this.emailJobs.find(id);
    if (!job) return E.left(emailJobNotFound());
    // Far beyond any job (100 a page): a made-up page number stays a whole number of rows.
    const page = Math.min(Math.max(1, query.page ?? 1), 1_000_000);
    const { recipients, matching } = await this.emailJobs.recipients(id, {
      outcome: query.outcome ?? null,
      offset: (page - 1) * EMAIL_RECIPIENTS_PAGE_SIZE,
      limit: EMAIL_RECIPIENTS_PAGE_SIZE,
    });
    return E.right({
      job: toEmailJobView(job),
      recipients: recipients.map((recipient) => ({
        username: recipient.username,
        outcome: recipient.outcome,
        error: recipient.error,
        userId: recipient.userId,
        sentAt: recipient.sentAt?.toISOString() ?? null,
      })),
      page,
      pages: Math.max(1, Math.ceil(matching / EMAIL_RECIPIENTS_PAGE_SIZE)),
      matching,
    });
  }
}
