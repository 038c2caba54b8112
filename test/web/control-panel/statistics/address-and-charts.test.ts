import { expect } from 'chai';
import {
  readDate,
  readPage,
  readPeriod,
  withChoice,
  withPage,
} from '../../../../web/src/features/control-panel/statistics/model/address-state';
import {
  averageRating,
  dailyPlayersChart,
  isEmptyChart,
  overviewChart,
  ratingsChart,
  seriesFacts,
} from '../../../../web/src/features/control-panel/statistics/model/chart-model';
import {
  dayAfter,
  dayBefore,
  localDate,
  shareOf,
} from '../../../../web/src/features/control-panel/statistics/model/day-steps';

const params = (text: string) => new URLSearchParams(text);

describe('Web | Control panel | statistics: the choices in the address', () => {
  it('given no period, an unknown one or a valid one then 30d, 30d and that period are read', () => {
    expect(readPeriod(params(''))).to.equal('30d');
    expect(readPeriod(params('period=2w'))).to.equal('30d');
    expect(readPeriod(params('period=1y'))).to.equal('1y');
  });

  it('given a page below 1, a fraction or text then page 1 is read', () => {
    for (const page of ['0', '-2', '1.5', 'two', '']) expect(readPage(params(`page=${page}`))).to.equal(1);
    expect(readPage(params('page=3'))).to.equal(3);
  });

  it('given an impossible or malformed date then no date is read', () => {
    expect(readDate(params('date=2026-02-30'), 'date')).to.equal(null);
    expect(readDate(params('date=24.11.2026'), 'date')).to.equal(null);
    expect(readDate(params('date=2026-11-24'), 'date')).to.equal('2026-11-24');
  });

  it('given a new period then the page goes back to 1, and the default period leaves the address', () => {
    expect(withChoice(params('period=7d&page=4'), 'period', '90d').toString()).to.equal('period=90d');
    expect(withChoice(params('period=7d&page=4&date=2026-11-01'), 'period', '30d').toString()).to.equal(
      'date=2026-11-01',
    );
  });

  it('given an emptied date then it leaves the address; page 1 is never written', () => {
    expect(withChoice(params('date=2026-11-01&period=7d'), 'date', null).toString()).to.equal('period=7d');
    expect(withPage(params('period=7d'), 1).toString()).to.equal('period=7d');
    expect(withPage(params('period=7d'), 2).toString()).to.equal('period=7d&page=2');
  });
});

describe('Web | Control panel | statistics: what the charts draw', () => {
  const point = (label: string, activePlayers: number, games: number, registrations = 0) => ({
    label,
    from: label.includes('W') ? '2026-11-23' : label,
    registrations,
    activePlayers,
    games,
    wins: 0,
  });

  it('given the buckets oldest first then the overview keeps their order, one line per figure', () => {
    const chart = overviewChart([point('2026-W47', 3, 5, 1), point('2026-W48', 4, 9, 2)]);
    expect(chart.kind).to.equal('line');
    expect(chart.labels).to.deep.equal(['2026-W47', '2026-W48']);
    expect(chart.series).to.deep.equal([
      { key: 'activePlayers', values: [3, 4] },
      { key: 'games', values: [5, 9] },
      { key: 'registrations', values: [1, 2] },
    ]);
  });

  it('given a page of days newest first with gaps then the chart runs oldest first with the missing days as 0', () => {
    const chart = dailyPlayersChart([
      { date: '2026-11-24', players: 10, wins: 8, averageScore: 7000 },
      { date: '2026-11-21', players: 4, wins: 2, averageScore: 5000 },
    ]);
    expect(chart.labels).to.deep.equal(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
    expect(chart.series).to.deep.equal([
      { key: 'players', values: [4, 0, 0, 10] },
      { key: 'wins', values: [2, 0, 0, 8] },
    ]);
  });

  it('given a month boundary then the days run on across it', () => {
    const chart = dailyPlayersChart([
      { date: '2026-12-01', players: 1, wins: 1, averageScore: 1 },
      { date: '2026-11-30', players: 2, wins: 0, averageScore: 0 },
    ]);
    expect(chart.labels).to.deep.equal(['2026-11-30', '2026-12-01']);
  });

  it('given no days then the chart is empty', () => {
    expect(isEmptyChart(dailyPlayersChart([]))).to.equal(true);
  });

  it('given ratings nobody gave then each of 1 to 5 still has its bars, at 0', () => {
    const chart = ratingsChart([{ rating: 4, difficulty: 2, fun: 7 }]);
    expect(chart.kind).to.equal('bars');
    expect(chart.labels).to.deep.equal(['1', '2', '3', '4', '5']);
    expect(chart.series).to.deep.equal([
      { key: 'difficulty', values: [0, 0, 0, 2, 0] },
      { key: 'fun', values: [0, 0, 0, 7, 0] },
    ]);
  });

  it('given only zeros then the chart counts as empty; one value makes it a chart', () => {
    expect(isEmptyChart(ratingsChart([]))).to.equal(true);
    expect(isEmptyChart(ratingsChart([{ rating: 1, difficulty: 0, fun: 1 }]))).to.equal(false);
  });

  it('given a series then its total, its first peak and where, and its last value are told', () => {
    expect(seriesFacts(['a', 'b', 'c', 'd'], [2, 5, 5, 1])).to.deep.equal({
      total: 13,
      highest: 5,
      highestAt: 'b',
      latest: 1,
    });
    expect(seriesFacts([], [])).to.deep.equal({ total: 0, highest: 0, highestAt: null, latest: 0 });
  });

  it('given a spread of ratings then the mean weighs each rating by its count; nobody rated: none', () => {
    expect(averageRating([0, 0, 0, 2, 2])).to.equal(4.5);
    expect(averageRating([1, 0, 0, 0, 1])).to.equal(3);
    expect(averageRating([0, 0, 0, 0, 0])).to.equal(null);
  });
});

describe('Web | Control panel | statistics: the puzzles view', () => {
  it('given a date then the day before and after cross months and years', () => {
    expect(dayBefore('2026-01-01')).to.equal('2025-12-31');
    expect(dayAfter('2026-02-28')).to.equal('2026-03-01');
  });

  it("given the device's clock then its own calendar day is the fallback", () => {
    expect(localDate(new Date(2026, 10, 4, 23, 30))).to.equal('2026-11-04');
  });

  it('given nobody finished then the solve share is 0, never NaN; otherwise a share of 0 to 1', () => {
    expect(shareOf(0, 0)).to.equal(0);
    expect(shareOf(9, 10)).to.equal(0.9);
    expect(shareOf(11, 10)).to.equal(1);
  });
});
