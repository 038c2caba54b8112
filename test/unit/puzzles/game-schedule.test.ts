import { expect } from 'chai';
import {
  canUnpublish,
  freeDates,
  isLocked,
  listStatusOf,
  reorderedDates,
} from '../../../domain/puzzles/game-schedule';
import { carryLayout } from '../../../domain/puzzles/layout-carry';

const TODAY = '2026-06-15';

describe('Domain | Puzzles | Schedule and layout', () => {
  it('given dates around today, then each game has its list status', () => {
    const cases: [string, boolean, string][] = [
      ['2026-06-14', true, 'past'],
      ['2026-06-14', false, 'past'],
      ['2026-06-15', true, 'published'],
      ['2026-06-15', false, 'draft'],
      ['2026-06-16', true, 'upcoming'],
      ['2026-06-16', false, 'draft'],
    ];
    for (const [date, published, status] of cases)
      expect(listStatusOf({ date, published }, TODAY), date).to.equal(status);
  });

  it('given a played game, then it is locked from its day on; unpublishing is only before the day', () => {
    expect(isLocked({ date: TODAY, played: true }, TODAY)).to.equal(true);
    expect(isLocked({ date: TODAY, played: false }, TODAY)).to.equal(false);
    expect(isLocked({ date: '2026-06-16', played: true }, TODAY)).to.equal(false);
    expect(canUnpublish('2026-06-16', TODAY)).to.equal(true);
    expect(canUnpublish(TODAY, TODAY)).to.equal(false);
  });

  it('given taken dates, then the free ones are listed in order across a month end', () => {
    expect(freeDates('2026-06-29', 4, new Set(['2026-06-30']))).to.deep.equal([
      '2026-06-29',
      '2026-07-01',
      '2026-07-02',
    ]);
  });

  it('given games in a new order, then they take the same dates, earliest first', () => {
    const moved = reorderedDates([
      { id: 'c', date: '2026-06-20' },
      { id: 'a', date: '2026-06-16' },
      { id: 'b', date: '2026-06-18' },
    ]);
    expect(moved).to.deep.equal([
      { id: 'c', date: '2026-06-16' },
      { id: 'a', date: '2026-06-18' },
      { id: 'b', date: '2026-06-20' },
    ]);
  });

  it('given an edited word, then it takes the cell of the word it replaced; another layout is drawn anew', () => {
    const before = [0, 1, 2, 3, 4].map((i) => ({
      words: [`w${i}a`, `w${i}b`, `w${i}c`],
      extraWord: `x${i}`,
    }));
    const layout = [0, 1, 2, 3, 4].map((i) => [`w${4 - i}c`, `w${i}a`, `w${(i + 2) % 5}b`]);
    const after = before.map((c, i) => (i === 1 ? { ...c, words: ['uusi', 'w1b', 'w1c'] } : c));
    const never = () => {
      throw new Error('no new draw expected');
    };
    expect(carryLayout(layout, before, after, never)[1]).to.deep.equal(['w3c', 'uusi', 'w3b']);
    expect(carryLayout(null, before, after, () => 0).flat()).to.have.members(after.flatMap((c) => c.words));
  });
});
