import { useCallback } from 'react';
import { NEWS_CACHE_MS, NEWS_REFRESH_INTERVAL_MS } from '../../../../../domain/constants/network.constants';
import { useApi } from '../../../lib/api-context';
import { useRemote } from '../../../lib/use-remote';
import { unreadNewsKey } from '../api/news-reads';
import { readUnreadCount } from '../api/unread-count-read';
import { readerOf, type NewsIdentity } from '../model/news-identity';

/** A count with whose it is: another reader's count, kept on screen while theirs loads, is not shown. */
interface ReadersCount {
  readonly reader: string;
  readonly count: number | null;
}

/**
 * The bell's unread count for whoever is on the page (admin spec 9): kept 30 s, read again every 5 minutes
 * while the page is in sight. Null while unknown or after a failure (only logged): no badge.
 */
export function useUnreadCount(identity: NewsIdentity | null) {
  const { client } = useApi();
  const reader = identity === null ? null : readerOf(identity);
  const { remote, replace } = useRemote<ReadersCount>(
    identity === null ? null : unreadNewsKey(identity),
    async (signal) =>
      identity === null
        ? { reader: '', count: null }
        : { reader: readerOf(identity), count: await readUnreadCount(client, identity, signal) },
    'News unread count unavailable',
    { staleTime: NEWS_CACHE_MS, refetchInterval: NEWS_REFRESH_INTERVAL_MS, refetchOnWindowFocus: true },
  );

  /** A count another answer brought (the popup's list, a read or a dismiss) is as good as a fresh read. */
  const learn = useCallback(
    (count: number) => {
      if (reader !== null) replace({ reader, count });
    },
    [reader, replace],
  );

  const count = remote.kind === 'ready' && remote.value.reader === reader ? remote.value.count : null;
  return { count, learn };
}
