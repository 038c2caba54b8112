import type { RemoteKey } from '../../../lib/use-remote';
import { readerOf, type NewsIdentity } from '../model/news-identity';

// The news reads in the page's read cache (admin spec 9): kept 30 s, the bell's re-read every 5 minutes.

const NEWS = 'news';

/** The bell's unread news of one reader. */
export const unreadNewsKey = (identity: NewsIdentity): RemoteKey => [NEWS, 'unread', readerOf(identity)];

/** What opening the bell shows, whoever reads it: a read, a dismiss or a vote makes it stale. */
export const NEWS_TO_SHOW_KEY: RemoteKey = [NEWS, 'to-show'];

export const newsToShowKey = (identity: NewsIdentity): RemoteKey => [...NEWS_TO_SHOW_KEY, readerOf(identity)];
