import { PLAYERS_TAB_MIN_GAMES } from '../constants/standings.constants';

// Figures of the stats card and scoreboard rows (player spec 3).

/** Win rate in whole percent; 0 before the first game. */
export const winRatePercent = (wins: number, played: number): number =>
  played > 0 ? Math.round((100 * wins) / played) : 0;

export const averageScore = (scores: readonly number[]): number =>
  scores.length > 0 ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length) : 0;

/** The spec's "hardcore points": the sum of all scores. */
export const combinedPoints = (scores: readonly number[]): number =>
  scores.reduce((sum, score) => sum + score, 0);

/** The players tab hides players with too few games, whose averages say little. */
export const isListedOnPlayersTab = (gamesPlayed: number): boolean => gamesPlayed >= PLAYERS_TAB_MIN_GAMES;
