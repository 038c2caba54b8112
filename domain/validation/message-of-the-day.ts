import * as E from 'fp-ts/Either';
import { MESSAGE_MAX_LENGTH } from '../constants/messages.constants';
import { domainError, type ValidationError } from '../errors/domain-error';
import { charLength } from './form';
import { parseIsoDateTime } from './iso-date-time';

export type MessageRuleCode =
  | 'MESSAGE_REQUIRED'
  | 'MESSAGE_TOO_LONG'
  | 'MESSAGE_NOT_PLAIN_TEXT'
  | 'MESSAGE_TIME_INVALID'
  | 'MESSAGE_WINDOW_INVALID';

export interface MessageOfTheDayInput {
  readonly message: string;
  /** ISO date-times; null: no limit on that side. */
  readonly startsAt: string | null;
  readonly endsAt: string | null;
}

export interface ValidMessageOfTheDay {
  readonly message: string;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
}

// A tag or a comment. Players see the text as it is written, so markup would show as angle brackets; "<3"
// and "a < b" are text and pass.
const MARKUP = /<\/?[a-z][^<>]*>|<!--/i;

const failure = (code: MessageRuleCode, message: string, field: string) =>
  E.left(domainError(code, message, field));

function instant(raw: string | null, field: string): E.Either<ValidationError<MessageRuleCode>, Date | null> {
  if (raw === null) return E.right(null);
  const parsed = parseIsoDateTime(raw.trim());
  return parsed
    ? E.right(parsed)
    : failure('MESSAGE_TIME_INVALID', `${field} must be an ISO date-time with a zone, or null`, field);
}

/**
 * A message of the day as it is stored: plain text, trimmed, 1 to MESSAGE_MAX_LENGTH characters, shown
 * from `startsAt` (inclusive) until `endsAt` (exclusive); an end must come after the start.
 */
export function validateMessageOfTheDay(
  input: MessageOfTheDayInput,
): E.Either<ValidationError<MessageRuleCode>, ValidMessageOfTheDay> {
  const message = input.message.trim();
  if (message.length === 0) return failure('MESSAGE_REQUIRED', 'The message is empty', 'message');
  if (charLength(message) > MESSAGE_MAX_LENGTH) {
    return failure(
      'MESSAGE_TOO_LONG',
      `The message is longer than ${MESSAGE_MAX_LENGTH} characters`,
      'message',
    );
  }
  if (MARKUP.test(message)) {
    return failure(
      'MESSAGE_NOT_PLAIN_TEXT',
      'The message is plain text: HTML tags are not allowed',
      'message',
    );
  }
  const startsAt = instant(input.startsAt, 'startsAt');
  if (E.isLeft(startsAt)) return startsAt;
  const endsAt = instant(input.endsAt, 'endsAt');
  if (E.isLeft(endsAt)) return endsAt;
  if (startsAt.right && endsAt.right && endsAt.right.getTime() <= startsAt.right.getTime()) {
    return failure('MESSAGE_WINDOW_INVALID', 'The end must come after the start', 'endsAt');
  }
  return E.right({ message, startsAt: startsAt.right, endsAt: endsAt.right });
}

/** Whether players see a message at `now`: switched on, and inside its window. */
export const isInWindow = (
  message: { readonly active: boolean; readonly startsAt: Date | null; readonly endsAt: Date | null },
  now: Date,
): boolean =>
  message.active &&
  (message.startsAt === null || message.startsAt.getTime() <= now.getTime()) &&
  (message.endsAt === null || message.endsAt.getTime() > now.getTime());
