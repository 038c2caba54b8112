import { expect } from 'chai';
import { averageScore, winRatePercent } from '../../../domain/standings/player-stats';

describe('Domain | Standings | player stats', () => {
  const winRates: [number, number, number][] = [
    [0, 0, 0],
    [1, 1, 100],
    [2, 3, 67],
    [1, 3, 33],
    [0, 5, 0],
  ];
  for (const [wins, played, expected] of winRates) {
    it(`given ${wins} wins of ${played} then the win rate is ${expected}%`, () => {
      expect(winRatePercent(wins, played)).to.equal(expected);
    });
  }

  it('averages scores, rounded, 0 without games', () => {
    expect(averageScore(0, 0)).to.equal(0);
    expect(averageScore(1 + 2, 2)).to.equal(2);
    expect(averageScore(9_000 + 0 + 3_000, 3)).to.equal(4_000);
  });
});
