import * as E from 'fp-ts/Either';
import { domainError, type ValidationError } from '../errors/domain-error';

export interface PollDefinition {
  readonly type: 'free_form' | 'multiple_choice';
  readonly allowMultiple: boolean;
  readonly options: readonly { readonly id: string }[];
}

/** Free text, one option id (single select) or several (allowMultiple), as the spec sends them. */
export type PollResponse = string | string[];

export type PollAnswerErrorCode =
  'POLL_RESPONSE_REQUIRED' | 'POLL_OPTION_REQUIRED' | 'POLL_OPTION_UNKNOWN' | 'POLL_TOO_MANY_OPTIONS';

const fail = (code: PollAnswerErrorCode, message: string) => E.left(domainError(code, message, 'response'));

const selectedIds = (answer: unknown): string[] | null => {
  if (typeof answer === 'string') return [answer];
  if (Array.isArray(answer) && answer.every((id) => typeof id === 'string'))
    return [...new Set(answer as string[])];
  return null;
};

export const validatePollAnswer = (
  poll: PollDefinition,
  answer: unknown,
): E.Either<ValidationError<PollAnswerErrorCode>, PollResponse> => {
  if (poll.type === 'free_form') {
    return typeof answer === 'string' && answer.trim().length > 0
      ? E.right(answer.trim())
      : fail('POLL_RESPONSE_REQUIRED', 'Please enter a response');
  }
  const ids = selectedIds(answer);
  if (ids === null || ids.length === 0) return fail('POLL_OPTION_REQUIRED', 'Please select an option');
  if (!ids.every((id) => poll.options.some((option) => option.id === id))) {
    return fail('POLL_OPTION_UNKNOWN', 'Unknown option');
  }
  if (poll.allowMultiple) return E.right(ids);
  return ids.length === 1
    ? E.right(ids[0] as string)
    : fail('POLL_TOO_MANY_OPTIONS', 'Select one option only');
};
