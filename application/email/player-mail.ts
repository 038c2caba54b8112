import type { Language } from '../../domain/language/language';
import type { EmailContent } from '../ports/email-job.repository';
import type { Instance } from '../ports/instance.port';
import type { MailMessage } from '../ports/mailer.port';

// Every mail to players ends with why they get it, in the instance's language.

const SITE_NAME: Record<Language, string> = { fi: 'Sanaryhmät', en: 'Word Groups' };

const FOOTER: Record<Language, (site: string) => string> = {
  fi: (site) => `Saat tämän viestin, koska sinulla on tili palvelussa ${site} tällä osoitteella.`,
  en: (site) => `You get this because you have an account at ${site} with this address.`,
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The footer line of an instance, e.g. "... an account at Word Groups (https://example.org/en) ...". */
export const mailFooter = (instance: Pick<Instance, 'language' | 'publicUrl'>): string =>
  FOOTER[instance.language](`${SITE_NAME[instance.language]} (${instance.publicUrl})`);

/**
 * One player's copy: the text part always, the HTML part when the job has one. Uploaded images are
 * addressed absolutely, since a mail is read away from the site.
 */
export function playerMail(
  instance: Pick<Instance, 'language' | 'publicUrl'>,
  content: EmailContent,
  to: string,
): MailMessage {
  const footer = mailFooter(instance);
  const origin = new URL(instance.publicUrl).origin;
  const mail: MailMessage = { to, subject: content.subject, text: `${content.text}\n\n-- \n${footer}\n` };
  if (content.html !== null) {
    const body = content.html.replace(/(<img\b[^>]*\bsrc=")\/uploads\//g, `$1${origin}/uploads/`);
    mail.html =
      `<!doctype html><html lang="${instance.language}"><head><meta charset="utf-8"></head><body>` +
      `${body}<hr><p>${escapeHtml(footer)}</p></body></html>`;
  }
  if (content.replyTo !== null) mail.replyTo = content.replyTo;
  return mail;
}
