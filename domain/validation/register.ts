import * as E from 'fp-ts/Either';
import { allFailures, validateForm, type FieldCheck } from './form';
import { validateOptionalEmail } from './email';
import { checkConfirmation } from './password-confirmation';
import { validatePassword } from './password';
import { validateReferralCode } from './referral-code';
import { validateUsername } from './username';

export interface RegistrationInput {
  readonly username: string;
  readonly password: string;
  /** Present in the browser form only. */
  readonly confirmPassword?: string;
  readonly email?: string | null;
  readonly referralCode?: string | null;
}

export interface Registration {
  readonly username: string;
  readonly password: string;
  readonly email: string | undefined;
  readonly referralCode: string | undefined;
}

const CHECKS: readonly FieldCheck<RegistrationInput>[] = [
  (input) => validateUsername(input.username),
  (input) => validatePassword(input.password),
  (input) => checkConfirmation(input.password, input.confirmPassword),
  (input) => validateOptionalEmail(input.email),
  (input) => validateReferralCode(input.referralCode),
];

// The normalised values (trimmed, empty -> undefined) come from the same validators that passed.
const getOr = <T>(result: E.Either<unknown, T>, fallback: T): T =>
  E.isRight(result) ? result.right : fallback;

export const validateRegistration = (input: RegistrationInput) =>
  validateForm(CHECKS, input, (valid): Registration => ({
    username: getOr(validateUsername(valid.username), valid.username),
    password: valid.password,
    email: getOr(validateOptionalEmail(valid.email), undefined),
    referralCode: getOr(validateReferralCode(valid.referralCode), undefined),
  }));

export const registrationErrors = (input: RegistrationInput) => allFailures(CHECKS, input);
