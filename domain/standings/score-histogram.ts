import { HISTOGRAM_BUCKET_SIZE, HISTOGRAM_MAX_SCORE } from '../constants/standings.constants';

export interface HistogramBucket {
  /** Inclusive lower bound. */
  readonly from: number;
  /** Exclusive upper bound, except the last bucket, which also holds the maximum score. */
  readonly to: number;
  readonly count: number;
}

export const HISTOGRAM_BUCKET_COUNT = Math.ceil(HISTOGRAM_MAX_SCORE / HISTOGRAM_BUCKET_SIZE);

export const histogramBucketIndex = (score: number): number =>
  Math.min(HISTOGRAM_BUCKET_COUNT - 1, Math.max(0, Math.floor(score / HISTOGRAM_BUCKET_SIZE)));

/** The score distribution: buckets of 400 from 0 to 10000; a perfect 10000 lands in the last one. */
export const scoreHistogram = (scores: readonly number[]): HistogramBucket[] => {
  const counts = new Array<number>(HISTOGRAM_BUCKET_COUNT).fill(0);
  for (const score of scores.filter(Number.isFinite)) {
    const index = histogramBucketIndex(score);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((count, i) => ({
    from: i * HISTOGRAM_BUCKET_SIZE,
    to: Math.min((i + 1) * HISTOGRAM_BUCKET_SIZE, HISTOGRAM_MAX_SCORE),
    count,
  }));
};
