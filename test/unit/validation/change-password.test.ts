import { expect } from 'chai';
import {
  changePasswordErrors,
  validateChangePassword,
  type ChangePasswordInput,
} from '../../../domain/validation/change-password';
import { rightOf, leftCode } from '../../support/either';

const input = (overrides: Partial<ChangePasswordInput>): ChangePasswordInput => ({
  currentPassword: 'Vanha#2023',
  newPassword: 'Uusi#2024x',
  confirmPassword: 'Uusi#2024x',
  requireCurrent: true,
  ...overrides,
});

describe('Domain | Validation | change password', () => {
  const cases: [string, Partial<ChangePasswordInput>, string | null][] = [
    ['a valid change', {}, null],
    ['no current password', { currentPassword: '' }, 'PASSWORD_REQUIRED'],
    ['no new password', { newPassword: '', confirmPassword: '' }, 'PASSWORD_REQUIRED'],
    ['a weak new password', { newPassword: 'short', confirmPassword: 'short' }, 'PASSWORD_TOO_SHORT'],
    ['a confirmation that differs', { confirmPassword: 'Uusi#2024y' }, 'PASSWORD_MISMATCH'],
    [
      'the same password again',
      { newPassword: 'Vanha#2023', confirmPassword: 'Vanha#2023' },
      'PASSWORD_SAME_AS_CURRENT',
    ],
    [
      'the same password and a mismatch (mismatch first)',
      { newPassword: 'Vanha#2023', confirmPassword: 'x' },
      'PASSWORD_MISMATCH',
    ],
    ['no confirmation field (server payload)', { confirmPassword: undefined }, null],
    [
      'a forced change without the current password',
      { currentPassword: undefined, requireCurrent: false },
      null,
    ],
    [
      'a forced change to the same value as an ignored current password',
      { currentPassword: 'Uusi#2024x', requireCurrent: false },
      null,
    ],
  ];
  for (const [label, overrides, code] of cases) {
    it(`given ${label} then the change is ${code ?? 'valid'}`, () => {
      expect(leftCode(validateChangePassword(input(overrides)))).to.equal(code);
    });
  }

  it('given a forced change then the current password is not passed on', () => {
    expect(rightOf(validateChangePassword(input({ requireCurrent: false })))).to.deep.equal({
      currentPassword: undefined,
      newPassword: 'Uusi#2024x',
    });
  });

  it('lists one error per field for the form', () => {
    const errors = changePasswordErrors(
      input({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' }),
    );
    expect(errors.map((e) => `${e.field}:${e.code}`)).to.deep.equal([
      'currentPassword:PASSWORD_REQUIRED',
      'newPassword:PASSWORD_TOO_SHORT',
      'confirmPassword:PASSWORD_MISMATCH',
    ]);
  });
});
