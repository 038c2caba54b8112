import { ContainerModule } from 'inversify';
import { EmailDelivery } from '../../application/email/email-delivery';
import { EmailJobQueue } from '../../application/email/email-job-queue';
import { EmailJobs } from '../../application/email/email-jobs.use-case';
import { EmailUseCases } from '../../application/email/email-use-cases';
import {
  MAIL_DELIVERY_SETTINGS,
  type MailDeliverySettings,
} from '../../application/email/mail-delivery-settings';
import { SendEmail } from '../../application/email/send-email.use-case';
import { DeleteMessage } from '../../application/messages/delete-message.use-case';
import { ForgetMessageOfTheDay } from '../../application/messages/forget-message-of-the-day';
import { ListMessages } from '../../application/messages/list-messages.use-case';
import { MessagesUseCases } from '../../application/messages/messages-use-cases';
import { SaveMessage } from '../../application/messages/save-message.use-case';
import { EMAIL_JOB_REPOSITORY } from '../../application/ports/email-job.repository';
import { HTML_SANITIZER } from '../../application/ports/html-sanitizer.port';
import { MAIL_QUEUE } from '../../application/ports/mail-queue.port';
import { AllowListHtmlSanitizer } from '../../adapters/html/allow-list-html-sanitizer';
import { PostgresEmailJobRepository } from '../../adapters/postgres/postgres-email-job.repository';
import { PostgresMailQueue } from '../../adapters/postgres/postgres-mail-queue';
import { uploadsPathOf } from '../../domain/constants/uploads.constants';
import { bindSelf } from './bind-self';

/**
 * Messages of the day and e-mail to players (DESIGN 11). The message store itself is the gameplay
 * module's (GET /message reads it); the HTML allow-list is shared with news, bound by whichever comes first.
 */
export function messagesAndEmailModule(slug: string, mail: MailDeliverySettings): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    if (!isBound(HTML_SANITIZER)) {
      bind(HTML_SANITIZER).toConstantValue(new AllowListHtmlSanitizer(uploadsPathOf(slug)));
    }
    bind(MAIL_DELIVERY_SETTINGS).toConstantValue(mail);
    bind(EMAIL_JOB_REPOSITORY).to(PostgresEmailJobRepository);
    bind(MAIL_QUEUE).to(PostgresMailQueue);
    bindSelf(bind, [
      ForgetMessageOfTheDay,
      ListMessages,
      SaveMessage,
      DeleteMessage,
      MessagesUseCases,
      EmailJobQueue,
      EmailDelivery,
      SendEmail,
      EmailJobs,
      EmailUseCases,
    ]);
  });
}
