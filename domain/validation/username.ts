import * as E from 'fp-ts/Either';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../constants/limits.constants';
import { domainError, type ValidationError } from '../errors/domain-error';
import { charLength, isBlank } from './form';

export type UsernameErrorCode = 'USERNAME_REQUIRED' | 'USERNAME_LENGTH_INVALID' | 'USERNAME_FORMAT_INVALID';

export const USERNAME_MESSAGES: Record<UsernameErrorCode, string> = {
  USERNAME_REQUIRED: 'Username is required',
  USERNAME_LENGTH_INVALID: `Username must be ${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} characters`,
  USERNAME_FORMAT_INVALID: 'Username contains invalid characters',
};

/** Latin letters plus the Finnish å ä ö, digits, underscore and hyphen. */
const USERNAME_PATTERN = /^[A-Za-z0-9_\-åäöÅÄÖ]+$/;

const fail = (code: UsernameErrorCode, field: string) =>
  E.left(domainError(code, USERNAME_MESSAGES[code], field));

/** Surrounding spaces are typing noise, so the name is trimmed before the rules and stored trimmed. */
export const validateUsername = (
  raw: unknown,
  field = 'username',
): E.Either<ValidationError<UsernameErrorCode>, string> => {
  if (isBlank(raw)) return fail('USERNAME_REQUIRED', field);
  const username = (raw as string).trim();
  const length = charLength(username);
  if (length < USERNAME_MIN_LENGTH || length > USERNAME_MAX_LENGTH)
    return fail('USERNAME_LENGTH_INVALID', field);
  if (!USERNAME_PATTERN.test(username)) return fail('USERNAME_FORMAT_INVALID', field);
  return E.right(username);
};

/** An unchanged username cancels the change instead of failing (player spec 5). */
export const isUsernameUnchanged = (current: string, candidate: string): boolean =>
  current.trim() === candidate.trim();
