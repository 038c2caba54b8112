import { expect } from 'chai';
import { createFormats } from '../../../web/src/features/scoreboard/model/format';
import { parsePage } from '../../../web/src/features/scoreboard/model/page-param';
import { podiumPlace } from '../../../web/src/features/scoreboard/model/podium';
import {
  DEFAULT_PREFERENCES,
  effectiveGroupId,
} from '../../../web/src/features/scoreboard/model/preferences';
import { openingTab, tabOfPath } from '../../../web/src/features/scoreboard/model/scoreboard-tabs';
import { ariaSort, DEFAULT_SORTING, nextSorting } from '../../../web/src/features/scoreboard/model/sorting';
import { statusLabel } from '../../../web/src/features/scoreboard/model/status-label';

describe('Web | Scoreboard | sorting', () => {
  it('given the defaults then the performance index, best first (spec 3)', () => {
    expect(DEFAULT_SORTING).to.deep.equal({ sortBy: 'performanceIndex', sortOrder: 'desc' });
    expect(DEFAULT_PREFERENCES).to.deep.equal({ ...DEFAULT_SORTING, filter: 'all', selectedGroupId: null });
  });

  it('given the sorted column pressed again then its order turns; another column starts best first', () => {
    const byWins = nextSorting(DEFAULT_SORTING, 'winRate');
    expect(byWins).to.deep.equal({ sortBy: 'winRate', sortOrder: 'desc' });
    expect(nextSorting(byWins, 'winRate')).to.deep.equal({ sortBy: 'winRate', sortOrder: 'asc' });
    expect(nextSorting(nextSorting(byWins, 'winRate'), 'winRate').sortOrder).to.equal('desc');
  });

  it('given a column then aria-sort tells whether and how it is sorted', () => {
    expect(ariaSort(DEFAULT_SORTING, 'performanceIndex')).to.equal('descending');
    expect(ariaSort({ sortBy: 'avgScore', sortOrder: 'asc' }, 'avgScore')).to.equal('ascending');
    expect(ariaSort(DEFAULT_SORTING, 'avgScore')).to.equal('none');
  });
});

describe('Web | Scoreboard | podium and positions', () => {
  it('given positions 1-3 then gold, silver and bronze; others and nonsense have none', () => {
    expect([1, 2, 3].map(podiumPlace)).to.deep.equal(['gold', 'silver', 'bronze']);
    expect([0, 4, -1, 1.5, Number.NaN].map(podiumPlace)).to.deep.equal([null, null, null, null, null]);
  });

  it('given a status then a win says nothing more; the others say how the game ended', () => {
    expect(statusLabel('won')).to.equal(null);
    expect(statusLabel('forfeit')).to.equal('forfeit');
    expect(statusLabel('cheater')).to.equal('cheater');
    expect(statusLabel('completed')).to.equal('other');
  });
});

describe('Web | Scoreboard | page in the address', () => {
  it('given a whole number from 1 up then that page; anything else the first', () => {
    expect(parsePage('3')).to.equal(3);
    expect([null, '', '0', '-2', 'abc', '2.5', '1e3'].map(parsePage)).to.deep.equal([1, 1, 1, 1, 1, 1, 1]);
  });
});

describe('Web | Scoreboard | tabs', () => {
  it('given a remembered tab then the scoreboard opens on it; otherwise on the days', () => {
    expect(openingTab('players')).to.equal('players');
    expect(openingTab('my-list')).to.equal('my-list');
    expect(openingTab(null)).to.equal('days');
    expect(openingTab('admin')).to.equal('days');
  });

  it("given a path then its tab: a day's details and the catch-up list belong to the days", () => {
    expect(tabOfPath('days/2026-03-14')).to.equal('days');
    expect(tabOfPath('previous-days')).to.equal('days');
    expect(tabOfPath('groups')).to.equal('groups');
    expect(tabOfPath('')).to.equal(null);
  });
});

describe('Web | Scoreboard | group of the groups filter', () => {
  it('given the saved group among mine then it; else my first group; none without groups', () => {
    expect(effectiveGroupId('g-2', ['g-1', 'g-2'])).to.equal('g-2');
    expect(effectiveGroupId('gone', ['g-1', 'g-2'])).to.equal('g-1');
    expect(effectiveGroupId(null, ['g-1'])).to.equal('g-1');
    expect(effectiveGroupId('g-1', [])).to.equal(null);
  });
});

describe('Web | Scoreboard | figures', () => {
  const fi = createFormats('fi');
  const en = createFormats('en');

  it('given numbers then grouped in the language; win rates as whole percent', () => {
    expect(en.number(12_345)).to.equal('12,345');
    expect(fi.number(12_345).replace(/\s/g, ' ')).to.equal('12 345');
    expect(en.percent(67)).to.equal('67%');
    expect(en.number(Number.NaN)).to.equal('–');
  });

  it('given a bare day then it is the same day in every time zone; no date is a dash', () => {
    expect(en.shortDate('2026-03-14')).to.equal('14 Mar 2026');
    expect(fi.longDate('2026-03-14')).to.equal('14. maaliskuuta 2026');
    expect(en.shortDate(null)).to.equal('–');
    expect(en.shortDate('not a date')).to.equal('not a date');
  });

  it('given hardcore points and seconds then 12.35k (12,35k in Finnish) and minutes:seconds', () => {
    expect(en.points(12_345)).to.equal('12.35k');
    expect(fi.points(12_345)).to.equal('12,35k');
    expect(en.time(65)).to.equal('1:05');
  });
});
