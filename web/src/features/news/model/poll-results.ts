import type { PollView } from '../../../../../contracts/news.codec';
import { pollPercentage } from '../../../../../domain/formatting/poll-percentage';

// What the results show (admin spec 5, DESIGN 11): each option's votes and rounded share of all responses,
// the caller's own choice marked (by a word and a tick, not colour alone), and the total.

export interface PollResultRow {
  readonly id: string;
  readonly text: string;
  readonly votes: number;
  readonly percent: number;
  readonly mine: boolean;
}

export type PollResultsView =
  | { readonly kind: 'choice'; readonly rows: readonly PollResultRow[]; readonly total: number }
  | { readonly kind: 'free_form'; readonly myAnswer: string | null; readonly total: number };

const myChoices = (response: PollView['userResponse']): readonly string[] =>
  response === null ? [] : typeof response === 'string' ? [response] : response;

export function pollResultsView(poll: PollView): PollResultsView {
  const total = Math.max(0, poll.totalResponses);
  if (poll.type === 'free_form') {
    const myAnswer =
      typeof poll.userResponse === 'string' && poll.userResponse !== '' ? poll.userResponse : null;
    return { kind: 'free_form', myAnswer, total };
  }
  const mine = myChoices(poll.userResponse);
  const rows = poll.options.map((option) => ({
    id: option.id,
    text: option.text,
    votes: option.votes,
    percent: pollPercentage(option.votes, total),
    mine: mine.includes(option.id),
  }));
  return { kind: 'choice', rows, total };
}
