import * as E from 'fp-ts/Either';
import { domainError } from '../errors/domain-error';
import { allFailures, validateForm, type FieldCheck } from './form';
import { checkConfirmation } from './password-confirmation';
import { validatePassword } from './password';

export interface ChangePasswordInput {
  readonly currentPassword?: string;
  readonly newPassword: string;
  /** Present in the browser form only. */
  readonly confirmPassword?: string;
  /** False in the forced change after an admin reset, which does not ask for the current password. */
  readonly requireCurrent: boolean;
}

export interface ChangePassword {
  readonly currentPassword: string | undefined;
  readonly newPassword: string;
}

const CHECKS: readonly FieldCheck<ChangePasswordInput>[] = [
  (input) =>
    input.requireCurrent && !input.currentPassword
      ? E.left(domainError('PASSWORD_REQUIRED', 'Current password is required', 'currentPassword'))
      : E.right(true),
  (input) => validatePassword(input.newPassword, 'newPassword'),
  // The spec's order: confirmation first, then the comparison with the current password.
  (input) => checkConfirmation(input.newPassword, input.confirmPassword),
  (input) =>
    input.requireCurrent && input.newPassword === input.currentPassword
      ? E.left(
          domainError(
            'PASSWORD_SAME_AS_CURRENT',
            'New password must differ from the current one',
            'newPassword',
          ),
        )
      : E.right(true),
];

export const validateChangePassword = (input: ChangePasswordInput) =>
  validateForm(CHECKS, input, (valid): ChangePassword => ({
    currentPassword: valid.requireCurrent ? valid.currentPassword : undefined,
    newPassword: valid.newPassword,
  }));

export const changePasswordErrors = (input: ChangePasswordInput) => allFailures(CHECKS, input);
