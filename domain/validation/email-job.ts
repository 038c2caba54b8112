import * as E from 'fp-ts/Either';
import {
  EMAIL_HTML_MAX_LENGTH,
  EMAIL_MESSAGE_MAX_LENGTH,
  EMAIL_RECIPIENTS_MAX,
  EMAIL_SUBJECT_MAX_LENGTH,
} from '../constants/email.constants';
import { domainError, type ValidationError } from '../errors/domain-error';
import { validateEmail } from './email';
import { charLength } from './form';
import { isWellFormedId } from './well-formed-id';

export type EmailRuleCode =
  | 'EMAIL_SUBJECT_REQUIRED'
  | 'EMAIL_SUBJECT_TOO_LONG'
  | 'EMAIL_MESSAGE_REQUIRED'
  | 'EMAIL_MESSAGE_TOO_LONG'
  | 'EMAIL_HTML_TOO_LONG'
  | 'EMAIL_REPLY_TO_INVALID'
  | 'EMAIL_RECIPIENTS_REQUIRED'
  | 'EMAIL_RECIPIENTS_TOO_MANY'
  | 'EMAIL_RECIPIENT_INVALID';

export interface MailContentInput {
  readonly subject: string;
  readonly message: string;
  readonly htmlMessage?: string | null;
  readonly replyTo?: string | null;
}

export interface ValidMailContent {
  /** One line: a header cannot hold a line break. */
  readonly subject: string;
  /** The text part; empty only when the HTML is given (its text is then the text part). */
  readonly message: string;
  /** As written: the allow-list is applied by the application. */
  readonly htmlMessage: string | null;
  readonly replyTo: string | null;
}

type Rule<T> = E.Either<ValidationError<EmailRuleCode>, T>;
const failure = <T>(code: EmailRuleCode, message: string, field: string): Rule<T> =>
  E.left(domainError(code, message, field));

const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;

/**
 * An e-mail to players: a subject of 1 to EMAIL_SUBJECT_MAX_LENGTH characters, a text of at most
 * EMAIL_MESSAGE_MAX_LENGTH (required unless HTML is given), optional HTML and an optional reply-to address.
 */
export function validateMailContent(input: MailContentInput): Rule<ValidMailContent> {
  const subject = input.subject.replace(/\s+/g, ' ').trim();
  if (subject.length === 0) return failure('EMAIL_SUBJECT_REQUIRED', 'The subject is empty', 'subject');
  if (charLength(subject) > EMAIL_SUBJECT_MAX_LENGTH) {
    const text = `The subject is longer than ${EMAIL_SUBJECT_MAX_LENGTH} characters`;
    return failure('EMAIL_SUBJECT_TOO_LONG', text, 'subject');
  }
  const htmlMessage = blankToNull(input.htmlMessage);
  if (htmlMessage !== null && htmlMessage.length > EMAIL_HTML_MAX_LENGTH) {
    const text = `The HTML is longer than ${EMAIL_HTML_MAX_LENGTH} characters`;
    return failure('EMAIL_HTML_TOO_LONG', text, 'htmlMessage');
  }
  const message = input.message.trim();
  if (message.length === 0 && htmlMessage === null) {
    return failure('EMAIL_MESSAGE_REQUIRED', 'The message is empty', 'message');
  }
  if (charLength(message) > EMAIL_MESSAGE_MAX_LENGTH) {
    const text = `The message is longer than ${EMAIL_MESSAGE_MAX_LENGTH} characters`;
    return failure('EMAIL_MESSAGE_TOO_LONG', text, 'message');
  }
  const rawReplyTo = blankToNull(input.replyTo);
  if (rawReplyTo === null) return E.right({ subject, message, htmlMessage, replyTo: null });
  const replyTo = validateEmail(rawReplyTo, 'replyTo');
  return E.isLeft(replyTo)
    ? failure('EMAIL_REPLY_TO_INVALID', 'The reply-to address is not a valid e-mail address', 'replyTo')
    : E.right({ subject, message, htmlMessage, replyTo: replyTo.right });
}

/** The chosen users: 1 to EMAIL_RECIPIENTS_MAX well-formed ids, each once. */
export function validateRecipientIds(userIds: readonly string[]): Rule<string[]> {
  if (userIds.length === 0)
    return failure('EMAIL_RECIPIENTS_REQUIRED', 'Choose at least one user', 'userIds');
  if (userIds.length > EMAIL_RECIPIENTS_MAX) {
    const text = `At most ${EMAIL_RECIPIENTS_MAX} users at a time; send to all players instead`;
    return failure('EMAIL_RECIPIENTS_TOO_MANY', text, 'userIds');
  }
  const malformed = userIds.findIndex((id) => !isWellFormedId(id));
  if (malformed >= 0) {
    return failure('EMAIL_RECIPIENT_INVALID', `userIds.${malformed} is not a user id`, 'userIds');
  }
  return E.right([...new Set(userIds.map((id) => id.toLowerCase()))]);
}
