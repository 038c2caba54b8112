import { expect } from 'chai';
import {
  DONATION_URL_MAX_LENGTH,
  isStoredDonationUrl,
  validateDonationUrl,
} from '../../../domain/validation/donation-url';
import { leftCode, rightOf } from '../../support/either';

const longest = (): string => {
  const start = 'https://example.org/';
  return start + 'a'.repeat(DONATION_URL_MAX_LENGTH - start.length);
};

describe('Domain | Validation | donation link', () => {
  const accepted: [string, string | null, string | null][] = [
    ['an https address', 'https://example.org/tue', 'https://example.org/tue'],
    [
      'an http address with a query',
      'http://example.org/?ref=peli#alku',
      'http://example.org/?ref=peli#alku',
    ],
    ['capital letters in the scheme', 'HTTPS://Example.org', 'HTTPS://Example.org'],
    ['spaces around it, trimmed', '  https://example.org/  ', 'https://example.org/'],
    ['an empty string, no link', '', null],
    ['only spaces, no link', '   ', null],
    ['null, no link', null, null],
    [`exactly ${DONATION_URL_MAX_LENGTH} characters`, longest(), longest()],
  ];
  for (const [name, raw, stored] of accepted) {
    it(`accepts ${name}`, () => {
      expect(rightOf(validateDonationUrl(raw))).to.equal(stored);
    });
  }

  const refused: [string, string][] = [
    [`${DONATION_URL_MAX_LENGTH + 1} characters`, `${longest()}b`],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a data: link', 'data:text/html,<b>x</b>'],
    ['a mailto: link', 'mailto:raha@example.org'],
    ['an ftp address', 'ftp://example.org/'],
    ['no scheme', 'example.org/tue'],
    ['a scheme without slashes', 'http:example.org'],
    ['a protocol-relative address', '//example.org/'],
    ['no host', 'https://'],
    ['a space inside', 'https://example.org/tue peliä'],
    ['credentials', 'https://user:secret@example.org/'],
    ['plain words', 'lahjoita tänne'],
  ];
  for (const [name, raw] of refused) {
    it(`refuses ${name} with INVALID_DONATION_URL`, () => {
      expect(leftCode(validateDonationUrl(raw))).to.equal('INVALID_DONATION_URL');
    });
  }

  it('never quotes the input back in its message', () => {
    const result = validateDonationUrl('javascript:alert("secret")');
    expect(JSON.stringify(result)).not.to.contain('secret');
  });

  it('accepts as stored only null or a trimmed valid address', () => {
    expect(isStoredDonationUrl(null)).to.equal(true);
    expect(isStoredDonationUrl('https://example.org/')).to.equal(true);
    for (const value of ['', ' https://example.org/', 'javascript:alert(1)', 42, undefined, {}]) {
      expect(isStoredDonationUrl(value), String(value)).to.equal(false);
    }
  });
});
