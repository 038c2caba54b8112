import type { UserView } from '../../contracts/auth.codec';
import { catalogOrder } from '../../domain/achievements/achievement-types';
import { achievementKind } from '../../domain/achievements/unlocked-achievements';
import type { PlayerFigures } from '../ports/player-figures.port';
import type { User } from '../ports/user.repository';

const NO_FIGURES: PlayerFigures = { standing: null, achievements: [] };

/**
 * The player as the browser sees them. The figures (standing, achievements) are read for the profile
 * paths; answers of other account changes carry the account alone, with the figures at zero, and the
 * browser reads the profile again after them.
 */
export const toUserView = (user: User, figures: PlayerFigures = NO_FIGURES): UserView => {
  const { standing } = figures;
  const achievements = [...figures.achievements]
    .sort((a, b) => catalogOrder(a.type) - catalogOrder(b.type))
    .map(({ type, count }) => ({ type, count }));
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    roles: user.roles,
    createdAt: user.createdAt.toISOString(),
    lastPlayed: standing?.lastPlayed ?? user.lastPlayed,
    gamesPlayed: standing?.gamesPlayed ?? 0,
    winRate: standing?.winRate ?? 0,
    avgScore: standing?.avgScore ?? 0,
    rankingScore: standing?.performanceIndex ?? 0,
    combinedPoints: standing?.combinedPoints ?? 0,
    isPermanentlyAdFree: user.isPermanentlyAdFree,
    adFreeUntil: user.adFreeUntil?.toISOString() ?? null,
    forcePasswordReset: user.forcePasswordReset,
    forcedPasswordReason: user.forcePasswordReset
      ? user.firstPasswordPending
        ? 'firstSignIn'
        : 'adminReset'
      : null,
    showcaseAchievements: user.showcaseAchievements,
    podiumAchievements: achievements.filter((entry) => achievementKind(entry.type) === 'podium'),
    achievements,
  };
};
