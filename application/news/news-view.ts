import type { NewsItemView, PollView } from '../../contracts/news.codec';
import { pollPercentage } from '../../domain/formatting/poll-percentage';
import type { StoredNews, StoredPoll } from '../ports/news.repository';
import type { OwnResponse, PollTally } from '../ports/poll-response.repository';

/** The caller's own response as the spec sends it: free text, one option id, or several. */
const userResponseOf = (poll: StoredPoll, own: OwnResponse | undefined): PollView['userResponse'] => {
  if (!own) return null;
  if (poll.type === 'free_form') return own.text ?? '';
  return poll.allowMultiple ? [...own.optionIds] : (own.optionIds[0] ?? null);
};

export function toPollView(
  poll: StoredPoll,
  tally: PollTally | undefined,
  own: OwnResponse | undefined,
): PollView {
  const total = tally?.total ?? 0;
  return {
    id: poll.id,
    question: poll.question,
    type: poll.type,
    allowMultiple: poll.allowMultiple,
    options: poll.options.map((option) => {
      const votes = tally?.votes.get(option.id) ?? 0;
      return { id: option.id, text: option.text, votes, percentage: pollPercentage(votes, total) };
    }),
    hasResponded: own !== undefined,
    userResponse: userResponseOf(poll, own),
    totalResponses: total,
  };
}

export function toNewsItemView(
  news: StoredNews,
  imagePath: string | null,
  polls: PollView[],
  isRead: boolean,
): NewsItemView {
  return {
    _id: news.id,
    title: news.title,
    content: news.content,
    imagePath,
    active: news.active,
    polls,
    createdAt: news.createdAt.toISOString(),
    updatedAt: news.updatedAt.toISOString(),
    isRead,
  };
}

/** What the audit keeps of an item: everything but the timestamps, which the record has itself. */
export const newsAuditSnapshot = (news: {
  title: string;
  content: string;
  imageKey: string | null;
  active: boolean;
  polls: readonly StoredPoll[];
}) => ({
  title: news.title,
  content: news.content,
  imageKey: news.imageKey,
  active: news.active,
  polls: news.polls.map((poll) => ({
    id: poll.id,
    question: poll.question,
    type: poll.type,
    allowMultiple: poll.allowMultiple,
    options: poll.options.map((option) => ({ ...option })),
  })),
});
