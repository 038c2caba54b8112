import { expect } from 'chai';
import { percentile } from '../../../domain/standings/percentile';

describe('Domain | Standings | percentile', () => {
  const cases: [number, number[], number][] = [
    [5_000, [], 0],
    [5_000, [1_000, 5_000, 9_000], 33],
    [10_000, [1_000, 5_000, 9_000], 100],
    [9_000, [1_000, 5_000, 9_000], 67],
    [0, [0, 0], 0],
    [9_001, [1_000, 5_000, 9_000, 9_001], 75],
    [5_000, [4_999, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000], 13],
  ];
  for (const [score, scores, expected] of cases) {
    it(`given ${score} among ${JSON.stringify(scores)} then the percentile is ${expected}`, () => {
      expect(percentile(score, scores)).to.equal(expected);
    });
  }
});
