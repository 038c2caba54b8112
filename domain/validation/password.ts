import * as E from 'fp-ts/Either';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../constants/limits.constants';
import { domainError, type ValidationError } from '../errors/domain-error';
import { charLength } from './form';

export type PasswordRuleCode =
  | 'PASSWORD_REQUIRED'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_NO_UPPERCASE'
  | 'PASSWORD_NO_LOWERCASE'
  | 'PASSWORD_NO_DIGIT'
  | 'PASSWORD_NO_SPECIAL'
  | 'PASSWORD_CONTAINS_PASSWORD';

const escapeForClass = (chars: string): string => chars.replace(/[\\\]^-]/g, '\\$&');
const SPECIAL = new RegExp(`[${escapeForClass(PASSWORD_SPECIAL_CHARACTERS)}]`);

interface PasswordRule {
  readonly code: PasswordRuleCode;
  readonly message: string;
  readonly passes: (password: string) => boolean;
}

/** The spec's checks in the spec's order; the first failing one is reported. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { code: 'PASSWORD_REQUIRED', message: 'Password is required', passes: (p) => p.length > 0 },
  {
    code: 'PASSWORD_TOO_SHORT',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    passes: (p) => charLength(p) >= PASSWORD_MIN_LENGTH,
  },
  {
    code: 'PASSWORD_TOO_LONG',
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    passes: (p) => charLength(p) <= PASSWORD_MAX_LENGTH,
  },
  // Unicode classes, so that Ä and ö count as the letters a Finnish player takes them for.
  {
    code: 'PASSWORD_NO_UPPERCASE',
    message: 'Password must contain an uppercase letter',
    passes: (p) => /\p{Lu}/u.test(p),
  },
  {
    code: 'PASSWORD_NO_LOWERCASE',
    message: 'Password must contain a lowercase letter',
    passes: (p) => /\p{Ll}/u.test(p),
  },
  { code: 'PASSWORD_NO_DIGIT', message: 'Password must contain a digit', passes: (p) => /[0-9]/.test(p) },
  {
    code: 'PASSWORD_NO_SPECIAL',
    message: `Password must contain a special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    passes: (p) => SPECIAL.test(p),
  },
  {
    code: 'PASSWORD_CONTAINS_PASSWORD',
    message: 'Password must not contain the word "password"',
    passes: (p) => !p.toLowerCase().includes('password'),
  },
];

/** Passwords are never trimmed: every character the user typed is part of the secret. */
export const validatePassword = (
  raw: unknown,
  field = 'password',
): E.Either<ValidationError<PasswordRuleCode>, string> => {
  const password = typeof raw === 'string' ? raw : '';
  const failed = PASSWORD_RULES.find((rule) => !rule.passes(password));
  return failed === undefined ? E.right(password) : E.left(domainError(failed.code, failed.message, field));
};

/** Every unmet rule, for a live checklist under the password field. */
export const unmetPasswordRules = (raw: string): PasswordRuleCode[] =>
  PASSWORD_RULES.filter((rule) => !rule.passes(raw)).map((rule) => rule.code);
