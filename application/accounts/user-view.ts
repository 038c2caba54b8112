import type { UserView } from '../../contracts/auth.codec';
import type { User } from '../ports/user.repository';

/**
 * The player as the browser sees them. Statistics are zero until the standings feature keeps them; the
 * shape is complete now so that the browser never needs to guess.
 */
export const toUserView = (user: User): UserView => ({
  id: user.id,
  username: user.username,
  email: user.email,
  emailVerified: user.emailVerified,
  roles: user.roles,
  createdAt: user.createdAt.toISOString(),
  lastPlayed: user.lastPlayed,
  gamesPlayed: 0,
  winRate: 0,
  avgScore: 0,
  rankingScore: 0,
  combinedPoints: 0,
  isPermanentlyAdFree: user.isPermanentlyAdFree,
  adFreeUntil: user.adFreeUntil?.toISOString() ?? null,
  forcePasswordReset: user.forcePasswordReset,
  showcaseAchievements: user.showcaseAchievements,
  podiumAchievements: [],
  achievements: [],
});
