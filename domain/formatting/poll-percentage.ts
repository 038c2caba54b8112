/** A poll option's share, rounded whole percent of all responses; 0 before the first response. */
export const pollPercentage = (votes: number, total: number): number =>
  total > 0 ? Math.round((100 * votes) / total) : 0;
