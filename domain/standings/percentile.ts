/**
 * The rounded share of the day's scores strictly below `score`, in percent (player spec 9). Ties do
 * not count as beaten, so the best of many equal scores is not reported as beating them.
 */
export const percentile = (score: number, scores: readonly number[]): number =>
  scores.length === 0
    ? 0
    : Math.round((100 * scores.filter((other) => other < score).length) / scores.length);
