import type { PollOptionView, PollView } from '../../../../../../contracts/news.codec';
import { pollPercentage } from '../../../../../../domain/formatting/poll-percentage';

// A poll's results as bars: each option's votes, its share of the responses in whole percent (rounded,
// admin spec 9) and the bar's length. With several choices allowed the shares may add up past 100.

export interface ResultBar {
  id: string;
  text: string;
  votes: number;
  /** Rounded whole percent of all responses. */
  percentage: number;
  /** 0 to 1: the bar's length, against the responses. */
  share: number;
  /** The option (or one of the options) with the most votes, when anyone has voted. */
  leading: boolean;
}

const percentageOf = (option: PollOptionView, total: number): number =>
  typeof option.percentage === 'number' ? option.percentage : pollPercentage(option.votes, total);

export function resultBars(poll: PollView): ResultBar[] {
  const total = poll.totalResponses;
  const most = Math.max(0, ...poll.options.map((option) => option.votes));
  return poll.options.map((option) => ({
    id: option.id,
    text: option.text,
    votes: option.votes,
    percentage: percentageOf(option, total),
    share: total > 0 ? Math.min(1, option.votes / total) : 0,
    leading: most > 0 && option.votes === most,
  }));
}

/** All votes cast: with several choices allowed, more than the responses. */
export const votesCast = (poll: PollView): number =>
  poll.options.reduce((sum, option) => sum + option.votes, 0);
