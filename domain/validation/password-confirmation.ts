import * as E from 'fp-ts/Either';
import { domainError, type ValidationError } from '../errors/domain-error';

export type PasswordConfirmationCode =
  'PASSWORD_MISMATCH' | 'PASSWORD_SAME_AS_CURRENT' | 'CONFIRM_PASSWORD_REQUIRED';

export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';

/** The confirm field exists only in forms; the server's payloads omit it (undefined skips the check). */
export const checkConfirmation = (
  password: string,
  confirmation: string | undefined,
): E.Either<ValidationError<PasswordConfirmationCode>, true> =>
  confirmation === undefined || confirmation === password
    ? E.right(true)
    : E.left(domainError('PASSWORD_MISMATCH', PASSWORD_MISMATCH_MESSAGE, 'confirmPassword'));
