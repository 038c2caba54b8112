import { inject, injectable } from 'inversify';
import { EmailJobs } from './email-jobs.use-case';
import { SendEmail } from './send-email.use-case';

/** The control panel's e-mail (admin spec 7 "E-mail"), handed to the router as one. */
@injectable()
export class EmailUseCases {
  constructor(
    @inject(SendEmail) readonly send: SendEmail,
    @inject(EmailJobs) readonly jobs: EmailJobs,
  ) {}
}
