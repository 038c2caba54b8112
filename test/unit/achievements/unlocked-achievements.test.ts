import { expect } from 'chai';
import type { FinishedGame } from '../../../domain/achievements/game-achievements';
import type { PlayerTotals } from '../../../domain/achievements/milestone-achievements';
import { achievementKind, unlockedAchievements } from '../../../domain/achievements/unlocked-achievements';

const game: FinishedGame = { status: 'won', score: 1_200, elapsedSeconds: 900, mistakes: 3, switches: 2 };
const totals: PlayerTotals = {
  gamesPlayed: 10,
  totalMistakes: 40,
  maxStreak: 3,
  maxLosingStreak: 0,
  suggestions: 0,
  invites: 1,
};

describe('Domain | Achievements | unlocked by a game', () => {
  it('given a game and the totals after it then the game’s own and the reached milestones are unlocked, in catalogue order', () => {
    expect(unlockedAchievements(game, totals)).to.deep.equal([
      'SCORE_1000',
      'GAMES_10',
      'STREAK_3',
      'INVITES_1',
    ]);
  });

  it('given milestones already owned then only the new ones are listed, while per-game ones repeat', () => {
    const owned = ['GAMES_10', 'STREAK_3', 'SCORE_1000'] as const;
    expect(unlockedAchievements(game, totals, [...owned])).to.deep.equal(['SCORE_1000', 'INVITES_1']);
  });

  it('given a flagged (cheater) game then nothing is unlocked, milestones included', () => {
    expect(unlockedAchievements({ ...game, status: 'cheater', score: 0 }, totals)).to.deep.equal([]);
  });

  const kinds: [string, string][] = [
    ['PODIUM_SECOND', 'podium'],
    ['CLOSE_CALL', 'perGame'],
    ['SCORE_9100', 'perGame'],
    ['TIME_25', 'perGame'],
    ['SPEED_LOSS_30', 'perGame'],
    ['SWITCHES_5_LOSE', 'perGame'],
    ['GAMES_10', 'milestone'],
    ['LOSING_STREAK_3', 'milestone'],
    ['STREAK_3', 'milestone'],
    ['INVITES_10', 'milestone'],
  ];
  for (const [type, kind] of kinds) {
    it(`given ${type} then it is stored as a ${kind} achievement`, () => {
      expect(achievementKind(type as never)).to.equal(kind);
    });
  }
});
