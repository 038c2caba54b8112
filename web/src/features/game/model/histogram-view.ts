import { HISTOGRAM_MAX_SCORE, HISTOGRAM_TICKS } from '../../../../../domain/constants/standings.constants';
import { histogramBucketIndex, scoreHistogram } from '../../../../../domain/standings/score-histogram';

export interface HistogramBar {
  readonly from: number;
  readonly to: number;
  readonly count: number;
  /** Height as a share of the tallest bar, 0-100. */
  readonly heightPercent: number;
  readonly isPlayer: boolean;
}

export interface HistogramView {
  readonly bars: readonly HistogramBar[];
  readonly ticks: readonly { readonly value: number; readonly leftPercent: number }[];
  readonly playerBar: HistogramBar | null;
  readonly total: number;
}

/** The day's score distribution in buckets of 400, the player's own bucket marked (spec 9). */
export function histogramView(scores: readonly number[], playerScore: number | null): HistogramView {
  const buckets = scoreHistogram(scores);
  const tallest = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const playerIndex = playerScore === null ? -1 : histogramBucketIndex(playerScore);
  const bars = buckets.map((bucket, index) => ({
    ...bucket,
    heightPercent: (100 * bucket.count) / tallest,
    isPlayer: index === playerIndex,
  }));
  return {
    bars,
    ticks: HISTOGRAM_TICKS.map((value) => ({ value, leftPercent: (100 * value) / HISTOGRAM_MAX_SCORE })),
    playerBar: bars[playerIndex] ?? null,
    total: buckets.reduce((sum, bucket) => sum + bucket.count, 0),
  };
}
