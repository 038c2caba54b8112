import { expect } from 'chai';
import type { DayResult } from '../../../domain/standings/day-result';
import type { GameStatus } from '../../../domain/scoring/game-status';
import { computeStreaks, type Streaks } from '../../support/standings-reference';

const may = (day: number) => `2024-05-${String(day).padStart(2, '0')}`;
const everyDay = Array.from({ length: 10 }, (_, i) => may(i + 1));
const results = (entries: Record<number, GameStatus>): DayResult[] =>
  Object.entries(entries).map(([day, status]) => ({
    date: may(Number(day)),
    status,
    score: status === 'won' ? 5_000 : 0,
  }));

// The reference rules playerStanding is checked against (player-standing.test.ts).
describe('Domain | Standings | streaks (reference rules)', () => {
  const cases: [string, Record<number, GameStatus>, Streaks][] = [
    ['no games', {}, { currentStreak: 0, maxStreak: 0, losingStreak: 0 }],
    [
      'three wins up to yesterday, today unplayed',
      { 7: 'won', 8: 'won', 9: 'won' },
      { currentStreak: 3, maxStreak: 3, losingStreak: 0 },
    ],
    [
      'three wins and today won',
      { 7: 'won', 8: 'won', 9: 'won', 10: 'won' },
      { currentStreak: 4, maxStreak: 4, losingStreak: 0 },
    ],
    [
      'three wins and today lost',
      { 7: 'won', 8: 'won', 9: 'won', 10: 'lost' },
      { currentStreak: 0, maxStreak: 3, losingStreak: 1 },
    ],
    [
      'an unplayed day in between',
      { 7: 'won', 9: 'won' },
      { currentStreak: 1, maxStreak: 1, losingStreak: 0 },
    ],
    ['yesterday unplayed', { 7: 'won', 8: 'won' }, { currentStreak: 0, maxStreak: 2, losingStreak: 0 }],
    [
      'a forfeit breaks the streak',
      { 7: 'won', 8: 'forfeit', 9: 'won' },
      { currentStreak: 1, maxStreak: 1, losingStreak: 0 },
    ],
    [
      'a loss and a forfeit',
      { 8: 'lost', 9: 'forfeit' },
      { currentStreak: 0, maxStreak: 0, losingStreak: 2 },
    ],
    [
      'a flagged game counts as a loss',
      { 8: 'won', 9: 'cheater' },
      { currentStreak: 0, maxStreak: 1, losingStreak: 1 },
    ],
    [
      'losses broken by an unplayed day',
      { 6: 'lost', 8: 'lost', 9: 'lost' },
      { currentStreak: 0, maxStreak: 0, losingStreak: 2 },
    ],
    [
      'an old long run and a new short one',
      {
        1: 'won',
        2: 'won',
        3: 'won',
        4: 'won',
        5: 'lost',
        6: 'won',
        7: 'won',
        8: 'won',
        9: 'won',
        10: 'won',
      },
      { currentStreak: 5, maxStreak: 5, losingStreak: 0 },
    ],
    [
      'the best run in the past',
      { 1: 'won', 2: 'won', 3: 'won', 4: 'won', 5: 'lost', 8: 'won', 9: 'won' },
      { currentStreak: 2, maxStreak: 4, losingStreak: 0 },
    ],
  ];
  for (const [label, entries, expected] of cases) {
    it(`given ${label} then the streaks are ${JSON.stringify(expected)}`, () => {
      expect(
        computeStreaks({ results: results(entries), gameDates: everyDay, today: may(10) }),
      ).to.deep.equal(expected);
    });
  }

  it('given days without a game then they do not break the streak', () => {
    const gameDates = [may(1), may(3), may(5)];
    const streaks = computeStreaks({
      results: results({ 1: 'won', 3: 'won', 5: 'won' }),
      gameDates,
      today: may(6),
    });
    expect(streaks.currentStreak).to.equal(3);
  });

  it('given results after today then they are ignored', () => {
    const streaks = computeStreaks({
      results: results({ 9: 'won', 10: 'won' }),
      gameDates: everyDay,
      today: may(9),
    });
    expect(streaks.currentStreak).to.equal(1);
  });

  it('given a played date missing from the game dates then it still counts', () => {
    const streaks = computeStreaks({
      results: results({ 8: 'won', 9: 'won' }),
      gameDates: [],
      today: may(10),
    });
    expect(streaks.currentStreak).to.equal(2);
  });
});
