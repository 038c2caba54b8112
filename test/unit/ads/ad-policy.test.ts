import { expect } from 'chai';
import { shouldShowAds } from '../../../domain/ads/ad-free';
import { adRetryDelayMs, adSizeCandidates } from '../../../domain/ads/ad-policy';
import { extendAdFreeUntil } from '../../../domain/ads/referral-reward';

const sizes = (width: number, roll: number) =>
  adSizeCandidates(width, roll).map((s) => `${s.width}x${s.height}`);
const DAY = 86_400_000;

describe('Domain | Ads | policy', () => {
  const candidates: [number, number, string[]][] = [
    [1_024, 0.9, ['580x400', '480x320', '336x280', '300x250']],
    [1_024, 0.1, ['580x400', '480x320', '336x280', '300x250', '320x480', '300x600']],
    [1_024, 0.33, ['580x400', '480x320', '336x280', '300x250']],
    [360, 0.1, ['336x280', '300x250', '320x480', '300x600']],
    [320, 0.9, ['300x250']],
    [299, 0.1, []],
  ];
  for (const [width, roll, expected] of candidates) {
    it(`given a ${width}px window and a roll of ${roll} then the sizes are ${expected.join(', ') || 'none'}`, () => {
      expect(sizes(width, roll)).to.deep.equal(expected);
    });
  }

  const retries: [number, number | null][] = [
    [-1, null],
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, null],
  ];
  for (const [attempt, delay] of retries) {
    it(`given retry ${attempt} then the wait is ${delay} ms`, () => {
      expect(adRetryDelayMs(attempt)).to.equal(delay);
    });
  }

  const visibility: [string, Parameters<typeof shouldShowAds>[0], boolean][] = [
    [
      'an ordinary player',
      { adsEnabled: true, isPermanentlyAdFree: false, adFreeUntilMs: null, nowMs: 10 },
      true,
    ],
    [
      'ads switched off',
      { adsEnabled: false, isPermanentlyAdFree: false, adFreeUntilMs: null, nowMs: 10 },
      false,
    ],
    ['a supporter', { adsEnabled: true, isPermanentlyAdFree: true, adFreeUntilMs: null, nowMs: 10 }, false],
    [
      'ad-free time left',
      { adsEnabled: true, isPermanentlyAdFree: false, adFreeUntilMs: 11, nowMs: 10 },
      false,
    ],
    [
      'ad-free time just over',
      { adsEnabled: true, isPermanentlyAdFree: false, adFreeUntilMs: 10, nowMs: 10 },
      true,
    ],
  ];
  for (const [label, input, shown] of visibility) {
    it(`given ${label} then ads are ${shown ? 'shown' : 'hidden'}`, () => {
      expect(shouldShowAds(input)).to.equal(shown);
    });
  }

  const rewards: [string, number | null, number, number][] = [
    ['no ad-free time', null, 1, 1_000 + 7 * DAY],
    ['ad-free time already over', 500, 1, 1_000 + 7 * DAY],
    ['ad-free time still running', 1_000 + 2 * DAY, 1, 1_000 + 9 * DAY],
    ['two referrals at once', null, 2, 1_000 + 14 * DAY],
  ];
  for (const [label, until, referrals, expected] of rewards) {
    it(`given ${label} then a referral reward runs to ${expected}`, () => {
      expect(extendAdFreeUntil(until, 1_000, referrals)).to.equal(expected);
    });
  }
});
