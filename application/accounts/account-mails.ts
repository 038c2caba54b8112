import type { Language } from '../../domain/language/language';
import type { MailMessage } from '../ports/mailer.port';

// Mails go out in the instance's language. Links are absolute: the mail is read outside the site.

const VERIFY = {
  fi: {
    subject: 'Vahvista sähköpostiosoitteesi – Sanaryhmät',
    body: (name: string, link: string) =>
      `Hei ${name}!\n\nVahvista sähköpostiosoitteesi avaamalla linkki:\n${link}\n\nLinkki on voimassa 24 tuntia. Jos et luonut tunnusta, voit jättää viestin huomiotta.`,
  },
  en: {
    subject: 'Confirm your e-mail address – Word Groups',
    body: (name: string, link: string) =>
      `Hi ${name}!\n\nPlease confirm your e-mail address by opening this link:\n${link}\n\nThe link is valid for 24 hours. If you did not create an account, you can ignore this message.`,
  },
} as const;

const RESET = {
  fi: {
    subject: 'Salasanan vaihto – Sanaryhmät',
    body: (name: string, link: string) =>
      `Hei ${name}!\n\nVaihda salasanasi avaamalla linkki:\n${link}\n\nLinkki toimii kerran ja on voimassa tunnin. Jos et pyytänyt vaihtoa, voit jättää viestin huomiotta: salasanasi pysyy ennallaan.`,
  },
  en: {
    subject: 'Reset your password – Word Groups',
    body: (name: string, link: string) =>
      `Hi ${name}!\n\nChoose a new password by opening this link:\n${link}\n\nThe link works once and is valid for one hour. If you did not ask for this, ignore this message: your password stays as it is.`,
  },
} as const;

export const verificationMail = (
  language: Language,
  to: string,
  username: string,
  link: string,
): MailMessage => ({
  to,
  subject: VERIFY[language].subject,
  text: VERIFY[language].body(username, link),
});

export const passwordResetMail = (
  language: Language,
  to: string,
  username: string,
  link: string,
): MailMessage => ({
  to,
  subject: RESET[language].subject,
  text: RESET[language].body(username, link),
});
