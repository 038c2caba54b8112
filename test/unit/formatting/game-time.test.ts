import { expect } from 'chai';
import { formatGameTime } from '../../../domain/formatting/game-time';

describe('Domain | Formatting | game time', () => {
  const cases: [unknown, string][] = [
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [65.9, '1:05'],
    [600, '10:00'],
    [3_725, '62:05'],
    [-1, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    ['65', '0:00'],
    [undefined, '0:00'],
  ];
  for (const [seconds, expected] of cases) {
    it(`given ${String(seconds)} seconds then the time reads ${expected}`, () => {
      expect(formatGameTime(seconds)).to.equal(expected);
    });
  }
});
