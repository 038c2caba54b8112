import * as E from 'fp-ts/Either';
import { domainError, type ValidationError } from '../errors/domain-error';

export type EmailErrorCode = 'EMAIL_REQUIRED' | 'EMAIL_INVALID';

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
// Deliberately loose: one @, no spaces, a dot in the domain. The verification link is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validateEmail = (
  raw: unknown,
  field = 'email',
): E.Either<ValidationError<EmailErrorCode>, string> => {
  const email = typeof raw === 'string' ? raw.trim() : '';
  if (email.length === 0) return E.left(domainError('EMAIL_REQUIRED', 'Email is required', field));
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    return E.left(domainError('EMAIL_INVALID', 'Invalid email address', field));
  }
  return E.right(email);
};

/** Registration: an empty string (or nothing) means "no e-mail"; anything else must be an address. */
export const validateOptionalEmail = (
  raw: unknown,
  field = 'email',
): E.Either<ValidationError<EmailErrorCode>, string | undefined> =>
  typeof raw !== 'string' || raw.trim().length === 0 ? E.right(undefined) : validateEmail(raw, field);
