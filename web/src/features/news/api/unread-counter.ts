import { NEWS_CACHE_MS } from '../../../../../domain/constants/network.constants';
import { isCancelled, type ApiClient } from '../../../lib/api';
import { identityKey, type NewsIdentity } from '../model/news-identity';
import { unreadCountOf } from '../model/unread-count';
import { authFor, resolveIdentity } from './news-client';
import { unreadPath } from './unread-path';

// The bell's unread count (admin spec 9): cached 30 s per reader, one call shared by concurrent askers.
// A failure is only logged (spec 8) and answers null: no badge, and the next ask tries again.

export interface UnreadCounter {
  read(identity: NewsIdentity): Promise<number | null>;
  /** A count learnt from another answer (the popup's list) is as good as a fresh read. */
  remember(identity: NewsIdentity, count: number): void;
}

export function createUnreadCounter(client: ApiClient): UnreadCounter {
  let cached: { key: string; count: number; at: number } | null = null;
  let pending: { key: string; count: Promise<number | null> } | null = null;
  let generation = 0;

  async function fetchCount(identity: NewsIdentity, key: string): Promise<number | null> {
    const resolved = resolveIdentity(client, identity);
    const started = generation;
    try {
      const answer = await client.get<unknown>(unreadPath(resolved), { auth: authFor(resolved) });
      const count = unreadCountOf(answer);
      if (count === null) client.logger.warn('News unread answer unreadable', answer);
      else if (started === generation) cached = { key, count, at: client.clock.now() };
      return count;
    } catch (error) {
      if (!isCancelled(error)) client.logger.warn('News unread count unavailable', error);
      return null;
    }
  }

  return {
    read(identity) {
      const key = identityKey(resolveIdentity(client, identity));
      if (cached?.key === key && client.clock.now() - cached.at < NEWS_CACHE_MS) {
        return Promise.resolve(cached.count);
      }
      if (pending?.key === key) return pending.count;
      const count = fetchCount(identity, key).finally(() => {
        if (pending?.count === count) pending = null;
      });
      pending = { key, count };
      return count;
    },
    remember(identity, count) {
      generation += 1;
      cached = { key: identityKey(resolveIdentity(client, identity)), count, at: client.clock.now() };
    },
  };
}

const counters = new WeakMap<ApiClient, UnreadCounter>();

/** One counter per API client (the page has one), so every bell and the popup share the cache. */
export function unreadCounterFor(client: ApiClient): UnreadCounter {
  let counter = counters.get(client);
  if (counter === undefined) {
    counter = createUnreadCounter(client);
    counters.set(client, counter);
  }
  return counter;
}
