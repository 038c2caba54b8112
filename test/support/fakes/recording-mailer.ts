import type { Mailer, MailMessage, SentMail } from '../../../application/ports/mailer.port';

export interface RecordedMail extends MailMessage {
  messageId: string;
  from: string;
}

/** Keeps every message instead of sending it; tests read them, links included. */
export class RecordingMailer implements Mailer {
  readonly sent: RecordedMail[] = [];

  constructor(readonly from = 'Sanaryhmät <noreply@sanaryhmat.test>') {}

  async send(message: MailMessage): Promise<SentMail> {
    const messageId = `<${this.sent.length + 1}.recorded@sanaryhmat.test>`;
    this.sent.push({ ...structuredClone(message), messageId, from: this.from });
    return { messageId };
  }

  /** The messages addressed to `address`. */
  sentTo(address: string): RecordedMail[] {
    return this.sent.filter((mail) => [mail.to].flat().includes(address));
  }

  /** The most recent message, or an error that names what was expected. */
  last(): RecordedMail {
    const mail = this.sent.at(-1);
    if (!mail) throw new Error('no mail was sent');
    return mail;
  }
}

/** The `token` query parameter of the first link in a mail's text. */
export function linkToken(mail: MailMessage): string {
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0];
  const token = url ? new URL(url).searchParams.get('token') : null;
  if (!token) throw new Error(`no link with a token in: ${mail.text}`);
  return token;
}
