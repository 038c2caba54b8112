import { appError } from '../errors/app-error';
import {
  LOGIN_FAILED_TEXT,
  LOGIN_THROTTLED_TEXT,
  SESSION_EXPIRED_TEXT,
  USERNAME_TAKEN_TEXT,
  USER_NOT_FOUND_TEXT,
} from '../../domain/errors/error-texts';

// The expected failures of accounts, with the spec's codes and texts. One message for every failed login,
// whatever the reason: the answer must not tell which usernames exist.
export const invalidCredentials = () => appError('INVALID_CREDENTIALS', LOGIN_FAILED_TEXT);
export const tooManyAttempts = (retryAfterMs: number) =>
  appError('TOO_MANY_REQUESTS', LOGIN_THROTTLED_TEXT, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
export const verificationRequired = (email: string) =>
  appError('verification_required', 'E-mail verification required', { email });
export const sessionExpired = () => appError('SESSION_EXPIRED', SESSION_EXPIRED_TEXT);
export const unauthorized = () => appError('UNAUTHORIZED', 'Sign-in required');
export const forbidden = (message = 'Not allowed') => appError('FORBIDDEN', message);
export const usernameTaken = () => appError('USERNAME_TAKEN', USERNAME_TAKEN_TEXT);
export const emailTaken = () => appError('EMAIL_TAKEN', 'E-mail address already in use');
export const userNotFound = () => appError('USER_NOT_FOUND', USER_NOT_FOUND_TEXT);
export const passwordIncorrect = () => appError('PASSWORD_INCORRECT', 'Current password is incorrect');
export const registrationClosed = () => appError('REGISTRATION_DISABLED', 'Registration is closed');
export const invalidLink = () => appError('INVALID_OR_EXPIRED_LINK', 'The link is invalid or has expired');
