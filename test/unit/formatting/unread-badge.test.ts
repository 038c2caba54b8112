import { expect } from 'chai';
import { unreadBadgeText } from '../../../domain/formatting/unread-badge';

describe('Domain | Formatting | unread badge', () => {
  const cases: [number, string | null][] = [
    [-1, null],
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
    [Number.NaN, null],
  ];
  for (const [count, expected] of cases) {
    it(`given ${count} unread then the badge is ${JSON.stringify(expected)}`, () => {
      expect(unreadBadgeText(count)).to.equal(expected);
    });
  }
});
