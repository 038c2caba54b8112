import * as E from 'fp-ts/Either';
import { domainError } from '../errors/domain-error';
import { allFailures, validateForm, type FieldCheck } from './form';
import { checkConfirmation } from './password-confirmation';
import { validatePassword } from './password';

export interface ResetPasswordInput {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

const CHECKS: readonly FieldCheck<ResetPasswordInput>[] = [
  (input) => validatePassword(input.newPassword, 'newPassword'),
  (input) =>
    input.confirmPassword.length === 0
      ? E.left(domainError('CONFIRM_PASSWORD_REQUIRED', 'Please confirm the password', 'confirmPassword'))
      : checkConfirmation(input.newPassword, input.confirmPassword),
];

/** The reset form: both fields required, the new password passes the rule and matches its confirmation. */
export const validateResetPassword = (input: ResetPasswordInput) =>
  validateForm(CHECKS, input, (valid) => valid.newPassword);

export const resetPasswordErrors = (input: ResetPasswordInput) => allFailures(CHECKS, input);
