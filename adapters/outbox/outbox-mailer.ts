import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { Logger } from '../../application/ports/logger.port';
import type { MailMessage, Mailer, SentMail } from '../../application/ports/mailer.port';
import { writeFileAtomic } from '../files/atomic-write';

/**
 * The embedded default for mail: each message becomes an RFC 5322 .eml file (openable in any mail
 * client) under `dir`, and a log line says where, so a fresh machine needs no SMTP relay.
 */
export class OutboxMailer implements Mailer {
  // nodemailer composes the MIME message (encoded words, quoted-printable, CRLF) instead of us.
  private readonly composer: Transporter<StreamTransport.SentMessageInfo>;

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.composer.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
    });
    // With `buffer: true` nodemailer hands back the whole message; a stream would mean a misconfiguration.
    if (!Buffer.isBuffer(info.message)) throw new Error('Outbox: nodemailer did not buffer the message');
    const file = path.join(this.dir, outboxFileName(new Date(), info.messageId));
    await mkdir(this.dir, { recursive: true });
    await writeFileAtomic(file, info.message);
    this.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    return { messageId: info.messageId };
  }
}

/** Sorts by time in a directory listing; colons are dropped because Windows forbids them in names. */
export function outboxFileName(at: Date, messageId: string): string {
  const stamp = at.toISOString().replace(/:/g, '');
  const id = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._-]/g, '_');
  return `${stamp}-${id}.eml`;
}
