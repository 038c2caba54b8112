import { useCallback, useEffect, useState } from 'react';
import { NEWS_REFRESH_INTERVAL_MS } from '../../../../../domain/constants/network.constants';
import { useApi } from '../../../lib/api-context';
import { unreadCounterFor } from '../api/unread-counter';
import type { NewsIdentity } from '../model/news-identity';

const keyOf = (identity: NewsIdentity): string =>
  identity.kind === 'player' ? `player:${identity.userId}` : 'guest';

/**
 * The bell's unread count for whoever is on the page: read when they change, then every 5 minutes (admin
 * spec 9; the counter caches 30 s). Null while unknown or after a failure: no badge. `identity` must be
 * stable between renders (memoised) for the timer to keep running.
 */
export function useUnreadCount(identity: NewsIdentity | null) {
  const { client } = useApi();
  const counter = unreadCounterFor(client);
  const [known, setKnown] = useState<{ key: string; count: number | null } | null>(null);

  const refresh = useCallback(() => {
    if (identity === null) return;
    void counter.read(identity).then((count) => setKnown({ key: keyOf(identity), count }));
  }, [counter, identity]);

  /** A count another answer brought (the popup's list, a read or a dismiss). */
  const learn = useCallback(
    (count: number) => {
      if (identity === null) return;
      counter.remember(identity, count);
      setKnown({ key: keyOf(identity), count });
    },
    [counter, identity],
  );

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, NEWS_REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const current = identity === null ? null : keyOf(identity);
  return { count: known !== null && known.key === current ? known.count : null, refresh, learn };
}
