import type { ResolvedIdentity } from '../model/news-identity';

// The bell's one call (admin spec 7), apart from the popup's paths so the first download carries only it.

export const unreadPath = (identity: ResolvedIdentity): string =>
  identity.kind === 'player' ? '/news/unread' : '/guest/news/unread';
