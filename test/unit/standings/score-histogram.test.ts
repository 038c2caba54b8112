import { expect } from 'chai';
import { histogramBucketIndex, scoreHistogram } from '../../../domain/standings/score-histogram';

describe('Domain | Standings | score histogram', () => {
  it('given no scores then there are 25 empty buckets of 400 from 0 to 10000', () => {
    const buckets = scoreHistogram([]);
    expect(buckets).to.have.length(25);
    expect(buckets[0]).to.deep.equal({ from: 0, to: 400, count: 0 });
    expect(buckets[24]).to.deep.equal({ from: 9_600, to: 10_000, count: 0 });
    expect(buckets.every((bucket) => bucket.count === 0)).to.equal(true);
  });

  const indexes: [number, number][] = [
    [0, 0],
    [399, 0],
    [400, 1],
    [5_000, 12],
    [9_599, 23],
    [9_600, 24],
    [9_999, 24],
    [10_000, 24],
    [12_000, 24],
    [-5, 0],
  ];
  for (const [score, index] of indexes) {
    it(`given a score of ${score} then it falls in bucket ${index}`, () => {
      expect(histogramBucketIndex(score)).to.equal(index);
    });
  }

  it('counts each finite score once and ignores the rest', () => {
    const buckets = scoreHistogram([0, 399, 400, 10_000, 10_000, Number.NaN]);
    expect(buckets.map((bucket) => bucket.count).reduce((a, b) => a + b, 0)).to.equal(5);
    expect(buckets[0]?.count).to.equal(2);
    expect(buckets[1]?.count).to.equal(1);
    expect(buckets[24]?.count).to.equal(2);
  });
});
