import type { NewsItemView, PollResultsAnswer, PollView } from '../../../../../contracts/news.codec';
import type { PollResponse } from '../../../../../domain/validation/poll-answer';
import { isCancelled, type ApiClient } from '../../../lib/api';
import type { NewsIdentity } from '../model/news-identity';
import { unreadCountOf } from '../model/unread-count';
import { authFor, resolveIdentity } from './news-client';
import { newsPaths } from './news-paths';

// The popup's calls (admin spec 7 "News"), loaded with the popup. Each call resolves the identity anew,
// so a guest's calls carry the guest id the header carries.

export interface NewsToShow {
  readonly items: readonly NewsItemView[];
  /** From the list's answer; null when it named none. */
  readonly unreadCount: number | null;
}

interface NewsListAnswer {
  news?: unknown;
  unreadCount?: unknown;
}

const itemsOf = (answer: NewsListAnswer | null): NewsItemView[] | null =>
  Array.isArray(answer?.news) ? (answer.news as NewsItemView[]) : null;

const pollOf = (answer: unknown): PollView | null => {
  const poll = (answer as Partial<PollResultsAnswer> | null)?.poll;
  return typeof poll === 'object' && poll !== null && Array.isArray(poll.options) ? poll : null;
};

export function createNewsApi(client: ApiClient, identity: NewsIdentity) {
  const call = () => {
    const resolved = resolveIdentity(client, identity);
    return { paths: newsPaths(resolved), auth: authFor(resolved) };
  };

  return {
    /** Opening tries the active items first, then the unread ones (a guest has only the unread list). */
    async newsToShow(signal?: AbortSignal): Promise<NewsToShow> {
      const { paths, auth } = call();
      if (paths.active !== null) {
        try {
          const active = await client.get<NewsListAnswer>(paths.active, { auth, signal });
          const items = itemsOf(active);
          if (items !== null && items.length > 0) return { items, unreadCount: unreadCountOf(active) };
        } catch (error) {
          if (isCancelled(error)) throw error;
          client.logger.warn('Active news unavailable; trying unread', error);
        }
      }
      const unread = await client.get<NewsListAnswer>(paths.unread, { auth, signal });
      return { items: itemsOf(unread) ?? [], unreadCount: unreadCountOf(unread) };
    },
    /** Answers the caller's unread count afterwards (null when the answer names none). */
    async markRead(newsId: string): Promise<number | null> {
      const { paths, auth } = call();
      return unreadCountOf(await client.post<unknown>(paths.read(newsId), undefined, { auth }));
    },
    async dismiss(newsId: string): Promise<number | null> {
      const { paths, auth } = call();
      return unreadCountOf(await client.post<unknown>(paths.dismiss(newsId), undefined, { auth }));
    },
    /** The poll as it stands after the vote, when the server sends it back; else null (read the results). */
    async vote(newsId: string, pollId: string, response: PollResponse): Promise<PollView | null> {
      const { paths, auth } = call();
      const path = paths.vote(newsId, pollId);
      if (path === null) throw new Error('A guest cannot vote');
      return pollOf(await client.post<unknown>(path, { response }, { auth }));
    },
    async results(newsId: string, pollId: string, signal?: AbortSignal): Promise<PollView> {
      const { paths, auth } = call();
      const poll = pollOf(await client.get<unknown>(paths.results(newsId, pollId), { auth, signal }));
      if (poll === null) throw new Error('Poll results unreadable');
      return poll;
    },
  };
}

export type NewsApi = ReturnType<typeof createNewsApi>;
