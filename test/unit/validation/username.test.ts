import { expect } from 'chai';
import { isUsernameUnchanged, validateUsername } from '../../../domain/validation/username';
import { leftOf, rightOf, leftCode } from '../../support/either';

describe('Domain | Validation | username', () => {
  const cases: [string, unknown, string | null][] = [
    ['2 characters', 'ab', 'USERNAME_LENGTH_INVALID'],
    ['3 characters', 'abc', null],
    ['20 characters', 'a'.repeat(20), null],
    ['21 characters', 'a'.repeat(21), 'USERNAME_LENGTH_INVALID'],
    ['Finnish letters', 'Äijä_Öö-å', null],
    ['digits, underscore and hyphen', 'p_1-2', null],
    ['an inner space', 'matti meikä', 'USERNAME_FORMAT_INVALID'],
    ['an at sign', 'matti@x', 'USERNAME_FORMAT_INVALID'],
    ['an accented letter outside å ä ö', 'josé', 'USERNAME_FORMAT_INVALID'],
    ['an emoji', 'abc😀', 'USERNAME_FORMAT_INVALID'],
    ['an empty string', '', 'USERNAME_REQUIRED'],
    ['only spaces', '   ', 'USERNAME_REQUIRED'],
    ['nothing', undefined, 'USERNAME_REQUIRED'],
    ['2 characters inside spaces', '  ab  ', 'USERNAME_LENGTH_INVALID'],
    ['21 invalid characters (length is checked first)', '!'.repeat(21), 'USERNAME_LENGTH_INVALID'],
  ];
  for (const [label, value, code] of cases) {
    it(`given ${label} then the username is ${code ?? 'valid'}`, () => {
      expect(leftCode(validateUsername(value))).to.equal(code);
    });
  }

  it('given surrounding spaces then the trimmed name is returned', () => {
    expect(rightOf(validateUsername('  Pelaaja '))).to.equal('Pelaaja');
  });

  const messages: [string, string][] = [
    ['ab', 'Username must be 3-20 characters'],
    ['a b c', 'Username contains invalid characters'],
  ];
  for (const [value, message] of messages) {
    it(`given ${JSON.stringify(value)} then the message is the spec’s "${message}"`, () => {
      expect(leftOf(validateUsername(value))).to.deep.equal({
        code: leftCode(validateUsername(value)),
        message,
        field: 'username',
      });
    });
  }

  it('treats a name differing only by surrounding spaces as unchanged', () => {
    expect(isUsernameUnchanged('Pelaaja', ' Pelaaja ')).to.equal(true);
    expect(isUsernameUnchanged('Pelaaja', 'pelaaja')).to.equal(false);
  });
});
