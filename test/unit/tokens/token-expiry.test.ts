import { expect } from 'chai';
import {
  isAuthenticated,
  isTokenExpired,
  needsAccessRefresh,
  needsRefreshRenewal,
  tokenExpiries,
} from '../../../domain/tokens/token-expiry';

const NOW_MS = 1_700_000_000_000;
const NOW_S = NOW_MS / 1000;

describe('Domain | Tokens | expiry policy', () => {
  const access: [string, number | undefined, boolean][] = [
    ['15 minutes left', NOW_S + 900, false],
    ['61 s left', NOW_S + 61, false],
    ['60 s left', NOW_S + 60, true],
    ['1 s left', NOW_S + 1, true],
    ['expired', NOW_S - 1, true],
    ['no token', undefined, true],
    ['an unreadable expiry', Number.NaN, true],
  ];
  for (const [label, exp, expected] of access) {
    it(`given an access token with ${label} then refresh is ${expected ? '' : 'not '}needed`, () => {
      expect(needsAccessRefresh(exp, NOW_MS)).to.equal(expected);
    });
  }

  const refresh: [string, number | undefined, boolean][] = [
    ['30 days left', NOW_S + 30 * 86_400, false],
    ['24 h and 1 s left', NOW_S + 86_401, false],
    ['exactly 24 h left', NOW_S + 86_400, true],
    ['an hour left', NOW_S + 3_600, true],
    ['no token', undefined, true],
  ];
  for (const [label, exp, expected] of refresh) {
    it(`given a refresh token with ${label} then renewal is ${expected ? '' : 'not '}needed`, () => {
      expect(needsRefreshRenewal(exp, NOW_MS)).to.equal(expected);
    });
  }

  const expiry: [number, boolean][] = [
    [NOW_S + 1, false],
    [NOW_S, true],
    [NOW_S - 1, true],
  ];
  for (const [exp, expired] of expiry) {
    it(`given exp ${exp - NOW_S} s from now then the token is ${expired ? '' : 'not '}expired`, () => {
      expect(isTokenExpired(exp, NOW_MS)).to.equal(expired);
    });
  }

  const auth: [string, { accessExp?: number; refreshExp?: number }, boolean][] = [
    ['both valid', { accessExp: NOW_S + 60, refreshExp: NOW_S + 86_400 }, true],
    ['only a valid refresh token', { refreshExp: NOW_S + 86_400 }, true],
    ['an expired access and a valid refresh token', { accessExp: NOW_S - 10, refreshExp: NOW_S + 10 }, true],
    ['only an unexpired access token', { accessExp: NOW_S + 10 }, true],
    [
      'an unexpired access and an expired refresh token',
      { accessExp: NOW_S + 10, refreshExp: NOW_S - 10 },
      true,
    ],
    ['both expired', { accessExp: NOW_S - 10, refreshExp: NOW_S - 10 }, false],
    ['no tokens', {}, false],
  ];
  for (const [label, tokens, expected] of auth) {
    it(`given ${label} then the user is ${expected ? '' : 'not '}authenticated`, () => {
      expect(isAuthenticated(tokens, NOW_MS)).to.equal(expected);
    });
  }

  it('issues access tokens for 15 minutes and refresh tokens for 30 days', () => {
    expect(tokenExpiries(1_000)).to.deep.equal({ accessExp: 1_000 + 900, refreshExp: 1_000 + 2_592_000 });
  });
});
