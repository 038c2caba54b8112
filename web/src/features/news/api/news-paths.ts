import type { ResolvedIdentity } from '../model/news-identity';
import { unreadPath } from './unread-path';

// The news calls of admin spec 7, relative to the API base. Guests have no "active" list and never vote
// (a guest's vote would answer 403): those paths are null for them. The spec's guest paths may carry
// `?guestId=`; this client names the guest by the X-Guest-ID header alone, so the id (the key to the guest's
// games too) never lands in a URL, where proxies log it.

const segment = encodeURIComponent;

export interface NewsPaths {
  readonly unread: string;
  readonly active: string | null;
  read(newsId: string): string;
  dismiss(newsId: string): string;
  vote(newsId: string, pollId: string): string | null;
  results(newsId: string, pollId: string): string;
}

export function newsPaths(identity: ResolvedIdentity): NewsPaths {
  if (identity.kind === 'player') {
    const poll = (newsId: string, pollId: string) =>
      `/manage/news/${segment(newsId)}/poll/${segment(pollId)}`;
    return {
      unread: unreadPath(identity),
      active: '/news/active',
      read: (newsId) => `/news/${segment(newsId)}/read`,
      dismiss: (newsId) => `/news/${segment(newsId)}/dismiss`,
      vote: (newsId, pollId) => `${poll(newsId, pollId)}/response`,
      results: (newsId, pollId) => `${poll(newsId, pollId)}/results`,
    };
  }
  return {
    unread: unreadPath(identity),
    active: null,
    read: (newsId) => `/guest/news/${segment(newsId)}/read`,
    dismiss: (newsId) => `/guest/news/${segment(newsId)}/dismiss`,
    vote: () => null,
    results: (newsId, pollId) => `/guest/news/${segment(newsId)}/poll/${segment(pollId)}/results`,
  };
}
