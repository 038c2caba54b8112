import { expect } from 'chai';
import {
  averageScore,
  combinedPoints,
  isListedOnPlayersTab,
  winRatePercent,
} from '../../../domain/standings/player-stats';

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
    expect(averageScore([])).to.equal(0);
    expect(averageScore([1, 2])).to.equal(2);
    expect(averageScore([9_000, 0, 3_000])).to.equal(4_000);
  });

  it('sums all scores into combined points', () => {
    expect(combinedPoints([])).to.equal(0);
    expect(combinedPoints([9_000, 0, 3_456])).to.equal(12_456);
  });

  const listings: [number, boolean][] = [
    [0, false],
    [9, false],
    [10, true],
    [250, true],
  ];
  for (const [games, listed] of listings) {
    it(`given ${games} games then the player is ${listed ? '' : 'not '}listed on the players tab`, () => {
      expect(isListedOnPlayersTab(games)).to.equal(listed);
    });
  }
});
