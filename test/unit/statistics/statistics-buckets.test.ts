import { expect } from 'chai';
import { bucketStartOf, bucketStarts, seriesStart } from '../../../domain/statistics/statistics-buckets';

describe('Domain | Statistics | Buckets of a series', () => {
  const today = '2026-11-24'; // a Tuesday

  it('given a date, then its day bucket is itself and its week bucket the Monday before', () => {
    expect(bucketStartOf('day', '2026-11-29')).to.equal('2026-11-29');
    expect(bucketStartOf('week', '2026-11-29')).to.equal('2026-11-23');
  });

  it('given a range of days, then every day is a bucket, empty or not, oldest first', () => {
    expect(bucketStarts('day', '2026-02-27', '2026-03-02')).to.deep.equal([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(bucketStarts('day', today, today)).to.deep.equal([today]);
  });

  it('given a range of weeks, then each Monday from the first date’s week up to today’s week', () => {
    expect(bucketStarts('week', '2026-11-04', today)).to.deep.equal([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
  });

  it('given a range over a year end, then the weeks go on without a gap', () => {
    expect(bucketStarts('week', '2026-12-25', '2027-01-12')).to.deep.equal([
      '2026-12-21',
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
    ]);
  });

  it('given 30d, then the series starts with the period; 1y starts on the Monday of its first week', () => {
    expect(seriesStart('30d', today, null)).to.equal('2026-10-26');
    expect(seriesStart('7d', today, '2020-01-01')).to.equal('2026-11-18');
    expect(seriesStart('1y', today, null)).to.equal('2025-11-24');
    expect(bucketStarts('week', seriesStart('1y', today, null)!, today)).to.have.length(53);
  });

  it('given all, then the series starts on the Monday of the first activity, or is empty without any', () => {
    expect(seriesStart('all', today, '2026-06-17')).to.equal('2026-06-15');
    expect(seriesStart('all', today, null)).to.equal(null);
    expect(seriesStart('all', today, '2027-01-01')).to.equal('2026-11-23');
  });
});
