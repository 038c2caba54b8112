import { expect } from 'chai';
import {
  bucketLabel,
  bucketOf,
  DEFAULT_STATISTICS_PERIOD,
  isStatisticsPeriod,
  periodStart,
  STATISTICS_PERIODS,
  weekStart,
} from '../../../domain/statistics/statistics-period';

// The statistics' periods (admin spec 9: 7d, 30d default, 90d, 1y, all; 1y and all by ISO week).

describe('Domain | Statistics | Periods', () => {
  const today = '2026-11-24'; // a Tuesday

  it('given the spec, then the periods are 7d, 30d, 90d, 1y and all, and 30d is the default', () => {
    expect(STATISTICS_PERIODS).to.deep.equal(['7d', '30d', '90d', '1y', 'all']);
    expect(DEFAULT_STATISTICS_PERIOD).to.equal('30d');
  });

  it('given any value, then only the five period names are periods', () => {
    for (const period of STATISTICS_PERIODS) expect(isStatisticsPeriod(period)).to.equal(true);
    for (const other of ['', '30', '30D', '2y', 'week', null, undefined, 30, ['30d']]) {
      expect(isStatisticsPeriod(other), String(other)).to.equal(false);
    }
  });

  it('given the short periods, then they are read day by day; 1y and all by ISO week', () => {
    expect(['7d', '30d', '90d'].map((p) => bucketOf(p as '7d'))).to.deep.equal(['day', 'day', 'day']);
    expect(bucketOf('1y')).to.equal('week');
    expect(bucketOf('all')).to.equal('week');
  });

  it('given today, then a period of n days starts n - 1 days ago (today is one of them); all has no start', () => {
    expect(periodStart('7d', today)).to.equal('2026-11-18');
    expect(periodStart('30d', today)).to.equal('2026-10-26');
    expect(periodStart('90d', today)).to.equal('2026-08-27');
    expect(periodStart('1y', today)).to.equal('2025-11-25');
    expect(periodStart('all', today)).to.equal(null);
  });

  it('given a period reaching over a month, a year and a leap day, then the calendar is exact', () => {
    expect(periodStart('7d', '2026-03-03')).to.equal('2026-02-25');
    expect(periodStart('7d', '2024-03-02')).to.equal('2024-02-25');
    expect(periodStart('30d', '2027-01-05')).to.equal('2026-12-07');
    expect(periodStart('1y', '2024-12-31')).to.equal('2024-01-02');
  });

  it('given any day of a week, then its week starts on that Monday, across a year end', () => {
    expect(weekStart('2026-11-23')).to.equal('2026-11-23');
    expect(weekStart('2026-11-24')).to.equal('2026-11-23');
    expect(weekStart('2026-11-29')).to.equal('2026-11-23');
    expect(weekStart('2026-11-30')).to.equal('2026-11-30');
    expect(weekStart('2027-01-01')).to.equal('2026-12-28');
    expect(weekStart('2021-01-03')).to.equal('2020-12-28');
  });

  it('given a bucket, then a day is named by its date and a week by its ISO year and number', () => {
    expect(bucketLabel('day', '2026-11-24')).to.equal('2026-11-24');
    expect(bucketLabel('week', '2026-11-23')).to.equal('2026-W48');
    expect(bucketLabel('week', '2026-01-05')).to.equal('2026-W02');
    // The week of 2020-12-28 holds 2021-01-03: it is week 53 of 2020, its Thursday's year.
    expect(bucketLabel('week', '2020-12-28')).to.equal('2020-W53');
    expect(bucketLabel('week', '2024-12-30')).to.equal('2025-W01');
  });
});
