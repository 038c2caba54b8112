// Figures of the stats card and scoreboard rows (player spec 3), as playerStanding computes them.

/** Win rate in whole percent; 0 before the first game. */
export const winRatePercent = (wins: number, played: number): number =>
  played > 0 ? Math.round((100 * wins) / played) : 0;

/** The average score of the games played, rounded; 0 before the first game. */
export const averageScore = (sum: number, played: number): number =>
  played > 0 ? Math.round(sum / played) : 0;
