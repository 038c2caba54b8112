import { expect } from 'chai';
import { streakTier } from '../../../domain/standings/streak-tier';

describe('Domain | Standings | streak tier', () => {
  const cases: [number, number | null][] = [
    [0, null],
    [4, null],
    [5, 5],
    [9, 5],
    [10, 10],
    [49, 45],
    [50, 50],
    [99, 50],
    [100, 100],
    [365, 100],
    [Number.NaN, null],
  ];
  for (const [streak, tier] of cases) {
    it(`given a streak of ${streak} then the styling tier is ${tier}`, () => {
      expect(streakTier(streak)).to.equal(tier);
    });
  }
});
