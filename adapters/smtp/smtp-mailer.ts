import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer, SentMail } from '../../application/ports/mailer.port';
import { redactSecrets, smtpTransportUrl } from './smtp-url';

/** Sends over SMTP through a nodemailer connection pool, so bulk e-mail reuses a few connections. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly secrets: string[];

  constructor(smtpUrl: string, from: string) {
    const { url, secrets } = smtpTransportUrl(smtpUrl);
    this.secrets = secrets;
    this.transport = nodemailer.createTransport(url, { from });
  }

  async send(message: MailMessage): Promise<SentMail> {
    try {
      const info = await this.transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
      });
      return { messageId: String(info.messageId) };
    } catch (cause) {
      // A fresh Error without `cause`: the original may carry connection details into the logs.
      throw smtpError(cause, this.secrets);
    }
  }

  /** Closes the pooled connections; call on shutdown so the process can exit. */
  close(): void {
    this.transport.close();
  }
}

function smtpError(cause: unknown, secrets: string[]): Error {
  const detail = cause instanceof Error ? cause.message : String(cause);
  const error = new Error(`SMTP send failed: ${redactSecrets(detail, secrets)}`);
  if (cause instanceof Error && 'responseCode' in cause) {
    Object.assign(error, { responseCode: cause.responseCode });
  }
  return error;
}
