import { expect } from 'chai';
import {
  registrationErrors,
  validateRegistration,
  type RegistrationInput,
} from '../../../domain/validation/register';
import { rightOf, leftCode } from '../../support/either';

const input = (overrides: Partial<RegistrationInput>): RegistrationInput => ({
  username: 'Pelaaja1',
  password: 'Kissa#2024',
  confirmPassword: 'Kissa#2024',
  email: '',
  referralCode: '',
  ...overrides,
});

describe('Domain | Validation | registration', () => {
  const cases: [string, Partial<RegistrationInput>, string | null][] = [
    ['a valid registration without e-mail', {}, null],
    ['a valid e-mail', { email: 'matti@example.fi' }, null],
    ['an e-mail without a domain dot', { email: 'matti@example' }, 'EMAIL_INVALID'],
    ['an e-mail with a space', { email: 'matti @example.fi' }, 'EMAIL_INVALID'],
    ['a null e-mail', { email: null }, null],
    ['a too short username', { username: 'ab' }, 'USERNAME_LENGTH_INVALID'],
    ['an empty username', { username: '' }, 'USERNAME_REQUIRED'],
    ['a weak password', { password: 'kissa', confirmPassword: 'kissa' }, 'PASSWORD_TOO_SHORT'],
    ['a mismatching confirmation', { confirmPassword: 'Kissa#2025' }, 'PASSWORD_MISMATCH'],
    ['no confirmation (server payload)', { confirmPassword: undefined }, null],
    ['a referral code of letters and digits', { referralCode: 'AbC123' }, null],
    ['a referral code with a hyphen', { referralCode: 'ABC-123' }, 'REFERRAL_CODE_INVALID'],
    [
      'a bad username and a bad e-mail (username first)',
      { username: 'a', email: 'x' },
      'USERNAME_LENGTH_INVALID',
    ],
  ];
  for (const [label, overrides, code] of cases) {
    it(`given ${label} then the registration is ${code ?? 'valid'}`, () => {
      expect(leftCode(validateRegistration(input(overrides)))).to.equal(code);
    });
  }

  it('given spaces and empty optional fields then the payload is normalised', () => {
    expect(
      rightOf(validateRegistration(input({ username: ' Pelaaja1 ', email: '  ', referralCode: ' X1 ' }))),
    ).to.deep.equal({
      username: 'Pelaaja1',
      password: 'Kissa#2024',
      email: undefined,
      referralCode: 'X1',
    });
  });

  it('lists every failing field for the form', () => {
    const errors = registrationErrors(
      input({ username: '', password: 'x', confirmPassword: 'y', email: 'bad', referralCode: '!' }),
    );
    expect(errors.map((e) => e.field)).to.deep.equal([
      'username',
      'password',
      'confirmPassword',
      'email',
      'referralCode',
    ]);
  });
});
