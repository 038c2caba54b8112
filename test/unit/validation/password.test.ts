import { expect } from 'chai';
import { unmetPasswordRules, validatePassword } from '../../../domain/validation/password';
import { leftOf, rightOf, leftCode } from '../../support/either';

describe('Domain | Validation | password', () => {
  const cases: [string, unknown, string | null][] = [
    ['a strong password', 'Kissa#2024', null],
    ['an empty string', '', 'PASSWORD_REQUIRED'],
    ['nothing', undefined, 'PASSWORD_REQUIRED'],
    ['7 characters', 'Ab1!xyz', 'PASSWORD_TOO_SHORT'],
    ['8 characters', 'Ab1!xyzw', null],
    ['50 characters', `Ab1!${'x'.repeat(46)}`, null],
    ['51 characters', `Ab1!${'x'.repeat(47)}`, 'PASSWORD_TOO_LONG'],
    ['no uppercase', 'kissa#2024', 'PASSWORD_NO_UPPERCASE'],
    ['a Finnish letter as the only uppercase', 'Äiti#2024', null],
    ['no lowercase', 'KISSA#2024', 'PASSWORD_NO_LOWERCASE'],
    ['no digit', 'Kissa#kala', 'PASSWORD_NO_DIGIT'],
    ['no special character', 'Kissa2024x', 'PASSWORD_NO_SPECIAL'],
    ['a special character outside the list', 'Kissa2024+', 'PASSWORD_NO_SPECIAL'],
    ['a hyphen as the special character', 'Kissa2024-', null],
    ['a quote as the special character', 'Kissa2024"', null],
    ['a bracket as the special character', 'Kissa2024}', null],
    ['the word password', 'password#A1', 'PASSWORD_CONTAINS_PASSWORD'],
    ['the word password in mixed case', 'MyPaSsWoRd#1', 'PASSWORD_CONTAINS_PASSWORD'],
    ['short and without anything (order: length first)', 'abc', 'PASSWORD_TOO_SHORT'],
    [
      'lowercase only (order: uppercase before lowercase before digit)',
      'abcdefghij',
      'PASSWORD_NO_UPPERCASE',
    ],
    ['spaces only (never trimmed)', '        ', 'PASSWORD_NO_UPPERCASE'],
  ];
  for (const [label, value, code] of cases) {
    it(`given ${label} then the password is ${code ?? 'valid'}`, () => {
      expect(leftCode(validatePassword(value))).to.equal(code);
    });
  }

  it('returns the password exactly as typed', () => {
    expect(rightOf(validatePassword(' Kissa#2024 '))).to.equal(' Kissa#2024 ');
  });

  it('reports the field it was asked to', () => {
    expect(leftOf(validatePassword('', 'newPassword')).field).to.equal('newPassword');
  });

  it('lists every unmet rule for a checklist, in order', () => {
    expect(unmetPasswordRules('abc')).to.deep.equal([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_NO_UPPERCASE',
      'PASSWORD_NO_DIGIT',
      'PASSWORD_NO_SPECIAL',
    ]);
    expect(unmetPasswordRules('Kissa#2024')).to.deep.equal([]);
  });
});
