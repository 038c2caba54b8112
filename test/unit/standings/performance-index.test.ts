import { expect } from 'chai';
import { addDays } from '../../../domain/game/calendar';
import type { DayResult } from '../../../domain/standings/day-result';
import { performanceChange, performanceIndex } from '../../support/standings-reference';

const day = (n: number) => addDays('2024-05-01', n - 1);
const days = (count: number) => Array.from({ length: count }, (_, i) => day(i + 1));
const won = (n: number, score: number): DayResult => ({ date: day(n), status: 'won', score });
const lost = (n: number): DayResult => ({ date: day(n), status: 'lost', score: 0 });

// The reference rules playerStanding is checked against (player-standing.test.ts).
describe('Domain | Standings | performance index (reference rules)', () => {
  const cases: [string, DayResult[], number][] = [
    ['no games', [], 0],
    ['one win of 8000', [won(14, 8_000)], 8_000],
    ['a win of 8000 and a loss', [won(13, 8_000), lost(14)], 2_000],
    ['wins of 9000 and 6000 and a loss', [won(12, 9_000), won(13, 6_000), lost(14)], 3_333],
    ['wins of 1 and 2 (average 1.5 rounds up)', [won(13, 1), won(14, 2)], 2],
    ['only losses', [lost(13), lost(14)], 0],
    ['the oldest of the 14 dates', [won(1, 9_000)], 9_000],
  ];
  for (const [label, results, expected] of cases) {
    it(`given ${label} within the last 14 game dates then the index is ${expected}`, () => {
      expect(performanceIndex({ results, gameDates: days(14), today: day(14) })).to.equal(expected);
    });
  }

  it('given a 15th game date then the oldest game leaves the window', () => {
    const results = [won(1, 9_000), won(2, 3_000)];
    expect(performanceIndex({ results, gameDates: days(15), today: day(15) })).to.equal(3_000);
  });

  it('given game dates every other day then the window reaches back 14 game dates, not 14 days', () => {
    const gameDates = Array.from({ length: 14 }, (_, i) => day(1 + 2 * i));
    expect(performanceIndex({ results: [won(1, 7_000)], gameDates, today: day(27) })).to.equal(7_000);
  });

  it('given results after today then they are left out', () => {
    expect(performanceIndex({ results: [won(15, 9_000)], gameDates: days(15), today: day(14) })).to.equal(0);
  });

  it('given yesterday won 8000 and today lost then the change is -6000', () => {
    const input = { results: [won(13, 8_000), lost(14)], gameDates: days(14), today: day(14) };
    expect(performanceChange(input)).to.deep.equal({ previous: 8_000, current: 2_000, change: -6_000 });
  });

  it('given a first game today then the change is the whole index', () => {
    const input = { results: [won(14, 7_500)], gameDates: days(14), today: day(14) };
    expect(performanceChange(input)).to.deep.equal({ previous: 0, current: 7_500, change: 7_500 });
  });
});
