import { expect } from 'chai';
import {
  milestoneAchievements,
  newMilestones,
  ZERO_TOTALS,
  type PlayerTotals,
} from '../../../domain/achievements/milestone-achievements';

const totals = (overrides: Partial<PlayerTotals> = {}): PlayerTotals => ({ ...ZERO_TOTALS, ...overrides });

describe('Domain | Achievements | milestones', () => {
  it('given a new player then no milestone is reached', () => {
    expect(milestoneAchievements(totals())).to.deep.equal([]);
  });

  const cases: [string, Partial<PlayerTotals>, string, boolean][] = [
    ['9 games', { gamesPlayed: 9 }, 'GAMES_10', false],
    ['10 games', { gamesPlayed: 10 }, 'GAMES_10', true],
    ['364 games', { gamesPlayed: 364 }, 'GAMES_365', false],
    ['365 games', { gamesPlayed: 365 }, 'GAMES_365', true],
    ['49 mistakes', { totalMistakes: 49 }, 'MISTAKES_50', false],
    ['50 mistakes', { totalMistakes: 50 }, 'MISTAKES_50', true],
    ['1000 mistakes', { totalMistakes: 1_000 }, 'MISTAKES_1000', true],
    ['a streak of 2', { maxStreak: 2 }, 'STREAK_3', false],
    ['a streak of 3', { maxStreak: 3 }, 'STREAK_3', true],
    ['a streak of 99', { maxStreak: 99 }, 'STREAK_100', false],
    ['a streak of 100', { maxStreak: 100 }, 'STREAK_100', true],
    ['a losing streak of 30', { maxLosingStreak: 30 }, 'LOSING_STREAK_30', true],
    ['a losing streak of 29', { maxLosingStreak: 29 }, 'LOSING_STREAK_30', false],
    ['a streak of 3 (not a losing one)', { maxStreak: 3 }, 'LOSING_STREAK_3', false],
    ['one suggestion', { suggestions: 1 }, 'SUGGESTIONS_1', true],
    ['24 suggestions', { suggestions: 24 }, 'SUGGESTIONS_25', false],
    ['3 invites', { invites: 3 }, 'INVITES_3', true],
    ['9 invites', { invites: 9 }, 'INVITES_10', false],
  ];
  for (const [label, overrides, type, expected] of cases) {
    it(`given ${label} then ${type} is ${expected ? '' : 'not '}reached`, () => {
      expect(milestoneAchievements(totals(overrides)).includes(type as never)).to.equal(expected);
    });
  }

  it('given 25 games then every games tier up to 20 is reached', () => {
    expect(milestoneAchievements(totals({ gamesPlayed: 25 }))).to.deep.equal(['GAMES_10', 'GAMES_20']);
  });

  it('given milestones owned already then only the others are new, in catalogue order', () => {
    const reached = totals({ gamesPlayed: 20, maxStreak: 3, invites: 1, suggestions: 1 });
    expect(newMilestones(reached, [])).to.deep.equal([
      'GAMES_10',
      'GAMES_20',
      'STREAK_3',
      'SUGGESTIONS_1',
      'INVITES_1',
    ]);
    expect(newMilestones(reached, ['GAMES_10', 'INVITES_1'])).to.deep.equal([
      'GAMES_20',
      'STREAK_3',
      'SUGGESTIONS_1',
    ]);
    expect(newMilestones(reached, newMilestones(reached, []))).to.deep.equal([]);
  });
});
