export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
}

/** Outgoing e-mail. Production sends over SMTP; the embedded default writes .eml files to an outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export const MAILER = Symbol.for('Mailer');
