import { expect } from 'chai';
import { resetPasswordErrors, validateResetPassword } from '../../../domain/validation/reset-password';
import { rightOf, leftCode } from '../../support/either';

describe('Domain | Validation | reset password', () => {
  const cases: [string, string, string, string | null][] = [
    ['a strong matching pair', 'Kissa#2024', 'Kissa#2024', null],
    ['an empty new password', '', 'Kissa#2024', 'PASSWORD_REQUIRED'],
    ['an empty confirmation', 'Kissa#2024', '', 'CONFIRM_PASSWORD_REQUIRED'],
    ['a weak new password', 'kissa', 'kissa', 'PASSWORD_TOO_SHORT'],
    ['a mismatch', 'Kissa#2024', 'Kissa#2025', 'PASSWORD_MISMATCH'],
  ];
  for (const [label, newPassword, confirmPassword, code] of cases) {
    it(`given ${label} then the reset is ${code ?? 'valid'}`, () => {
      expect(leftCode(validateResetPassword({ newPassword, confirmPassword }))).to.equal(code);
    });
  }

  it('given a valid pair then the new password is returned', () => {
    expect(
      rightOf(validateResetPassword({ newPassword: 'Kissa#2024', confirmPassword: 'Kissa#2024' })),
    ).to.equal('Kissa#2024');
  });

  it('lists both fields when both are empty', () => {
    expect(resetPasswordErrors({ newPassword: '', confirmPassword: '' }).map((e) => e.code)).to.deep.equal([
      'PASSWORD_REQUIRED',
      'CONFIRM_PASSWORD_REQUIRED',
    ]);
  });
});
