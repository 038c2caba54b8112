import type { UserStandingView } from '../../contracts/manage-users.codec';
import type { PlayerStanding } from '../../domain/standings/player-standing';

export const standingView = (standing: PlayerStanding): UserStandingView => ({
  gamesPlayed: standing.gamesPlayed,
  wins: standing.wins,
  winRate: standing.winRate,
  avgScore: standing.avgScore,
  bestScore: standing.bestScore,
  combinedPoints: standing.combinedPoints,
  currentStreak: standing.currentStreak,
  maxStreak: standing.maxStreak,
  losingStreak: standing.losingStreak,
  performanceIndex: standing.performanceIndex,
});
