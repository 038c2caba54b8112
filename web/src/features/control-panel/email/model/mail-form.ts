import * as E from 'fp-ts/Either';
import type { EmailAllRequest } from '../../../../../../contracts/email.codec';
import {
  EMAIL_HTML_MAX_LENGTH,
  EMAIL_MESSAGE_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
} from '../../../../../../domain/constants/email.constants';
import { validateEmail } from '../../../../../../domain/validation/email';
import type { EmailRuleCode } from '../../../../../../domain/validation/email-job';
import { charLength } from '../../../../../../domain/validation/form';

// The mail as the admin writes it: subject, the plain text every mail has, an optional formatted version
// and a reply-to address. The server checks the same rules (domain/validation/email-job.ts); here each
// field gets its own problem at once. Pure, so it is tested without a screen.

export interface MailDraft {
  subject: string;
  message: string;
  /** The formatted version is on: `html` goes with the mail. */
  formatted: boolean;
  /** HTML from the rich-text editor; '' when it holds nothing. */
  html: string;
  replyTo: string;
}

export type MailField = 'subject' | 'message' | 'html' | 'replyTo';
export type MailProblems = Partial<Record<MailField, EmailRuleCode>>;

export const emptyMailDraft = (): MailDraft => ({
  subject: '',
  message: '',
  formatted: false,
  html: '',
  replyTo: '',
});

/** The subject as a header carries it: one line, runs of white space as one space. */
export const subjectLine = (subject: string): string => subject.replace(/\s+/g, ' ').trim();

/** The HTML that goes with the mail, or null (off, or nothing written). */
export const htmlPart = (draft: MailDraft): string | null =>
  draft.formatted && draft.html.trim() !== '' ? draft.html : null;

export function mailProblems(draft: MailDraft): MailProblems {
  const problems: MailProblems = {};
  const subject = subjectLine(draft.subject);
  if (subject === '') problems.subject = 'EMAIL_SUBJECT_REQUIRED';
  else if (charLength(subject) > EMAIL_SUBJECT_MAX_LENGTH) problems.subject = 'EMAIL_SUBJECT_TOO_LONG';
  const message = draft.message.trim();
  if (message === '') problems.message = 'EMAIL_MESSAGE_REQUIRED';
  else if (charLength(message) > EMAIL_MESSAGE_MAX_LENGTH) problems.message = 'EMAIL_MESSAGE_TOO_LONG';
  const html = htmlPart(draft);
  if (html !== null && html.length > EMAIL_HTML_MAX_LENGTH) problems.html = 'EMAIL_HTML_TOO_LONG';
  if (draft.replyTo.trim() !== '' && E.isLeft(validateEmail(draft.replyTo, 'replyTo')))
    problems.replyTo = 'EMAIL_REPLY_TO_INVALID';
  return problems;
}

export const hasMailProblems = (problems: MailProblems): boolean => Object.keys(problems).length > 0;

/** The fields both sends share: trimmed, and the optional ones as null when not given. */
export const mailRequest = (draft: MailDraft): EmailAllRequest => ({
  subject: subjectLine(draft.subject),
  message: draft.message.trim(),
  htmlMessage: htmlPart(draft),
  replyTo: draft.replyTo.trim() === '' ? null : draft.replyTo.trim(),
});

/** Anything written that leaving would lose. */
export const isMailStarted = (draft: MailDraft): boolean =>
  draft.subject.trim() !== '' ||
  draft.message.trim() !== '' ||
  draft.html.trim() !== '' ||
  draft.replyTo.trim() !== '';
