import { expect } from 'chai';
import { pollPercentage } from '../../../domain/formatting/poll-percentage';

describe('Domain | Formatting | poll percentage', () => {
  const cases: [number, number, number][] = [
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [5, 5, 100],
  ];
  for (const [votes, total, expected] of cases) {
    it(`given ${votes} of ${total} votes then the share is ${expected}%`, () => {
      expect(pollPercentage(votes, total)).to.equal(expected);
    });
  }
});
