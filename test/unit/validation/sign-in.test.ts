import { expect } from 'chai';
import { validateForgotPassword, validateLogin } from '../../../domain/validation/sign-in';
import { rightOf, leftCode } from '../../support/either';

describe('Domain | Validation | login and forgot password', () => {
  const logins: [string, string, string | null][] = [
    ['a username', 'Pelaaja', null],
    ['an e-mail', 'matti@example.fi', null],
    ['an empty username', '', 'USERNAME_REQUIRED'],
    ['spaces', '   ', 'USERNAME_REQUIRED'],
  ];
  for (const [label, username, code] of logins) {
    it(`given ${label} then login is ${code ?? 'allowed'}`, () => {
      expect(leftCode(validateLogin({ username, password: '' }))).to.equal(code);
    });
  }

  it('given a username with spaces then it is trimmed and the password left alone', () => {
    expect(rightOf(validateLogin({ username: ' Pelaaja ', password: ' x ' }))).to.deep.equal({
      username: 'Pelaaja',
      password: ' x ',
    });
  });

  const forgot: [unknown, string | null][] = [
    ['Pelaaja', null],
    ['', 'INPUT_REQUIRED'],
    [' ', 'INPUT_REQUIRED'],
    [undefined, 'INPUT_REQUIRED'],
  ];
  for (const [value, code] of forgot) {
    it(`given ${JSON.stringify(value)} then forgot password is ${code ?? 'allowed'}`, () => {
      expect(leftCode(validateForgotPassword(value))).to.equal(code);
    });
  }
});
