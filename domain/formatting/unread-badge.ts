import { UNREAD_BADGE_MAX } from '../constants/limits.constants';

/** The news bell's badge: null hides it, counts above 9 read '9+'. */
export const unreadBadgeText = (count: number): string | null => {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(Math.floor(count));
};
