import * as E from 'fp-ts/Either';
import { domainError, type ValidationError } from '../errors/domain-error';
import { isBlank } from './form';

export interface LoginInput {
  readonly username: string;
  readonly password: string;
}

/** Login checks only that a username or e-mail was typed; the password is the server's business. */
export const validateLogin = (
  input: LoginInput,
): E.Either<ValidationError<'USERNAME_REQUIRED'>, LoginInput> =>
  isBlank(input.username)
    ? E.left(domainError('USERNAME_REQUIRED', 'Username or email is required', 'username'))
    : E.right({ username: input.username.trim(), password: input.password });

/** Forgot password: any non-empty username or e-mail; the answer is the same whatever it is. */
export const validateForgotPassword = (
  usernameOrEmail: unknown,
): E.Either<ValidationError<'INPUT_REQUIRED'>, string> =>
  isBlank(usernameOrEmail)
    ? E.left(domainError('INPUT_REQUIRED', 'Username or email is required', 'usernameOrEmail'))
    : E.right((usernameOrEmail as string).trim());
