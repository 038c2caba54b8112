import type { PollInput, PollType, PollView } from '../../../../../../contracts/news.codec';
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '../../../../../../domain/constants/news.constants';

// The polls of a news item as the editor changes them: add, remove and reorder polls and options, switch
// a poll's kind. Stored polls and options keep their ids, so their votes stay with them. Pure: every
// change answers a new list, and the screen only draws it.

export interface OptionDraft {
  /** React's key: stable while the option moves; not sent. */
  readonly key: string;
  readonly id?: string;
  readonly text: string;
  /** Votes the stored option has had; 0 for a new one. */
  readonly votes: number;
}

export interface PollDraft {
  readonly key: string;
  readonly id?: string;
  readonly question: string;
  readonly type: PollType;
  readonly allowMultiple: boolean;
  /** Kept while the poll is free-form too, so switching back does not lose the typed options. */
  readonly options: readonly OptionDraft[];
  /** Responses the stored poll has had; 0 for a new one. */
  readonly responses: number;
}

let keys = 0;
const freshKey = (prefix: string) => `${prefix}${(keys += 1)}`;

const newOption = (): OptionDraft => ({ key: freshKey('o'), text: '', votes: 0 });

/** A new poll: multiple choice with two empty options, the commonest kind. */
export const emptyPoll = (): PollDraft => ({
  key: freshKey('p'),
  question: '',
  type: 'multiple_choice',
  allowMultiple: false,
  options: [newOption(), newOption()],
  responses: 0,
});

export const pollDraftsOf = (polls: readonly PollView[]): PollDraft[] =>
  polls.map((poll) => ({
    key: freshKey('p'),
    id: poll.id,
    question: poll.question,
    type: poll.type,
    allowMultiple: poll.allowMultiple,
    options: poll.options.map((option) => ({
      key: freshKey('o'),
      id: option.id,
      text: option.text,
      votes: option.votes,
    })),
    responses: poll.totalResponses,
  }));

/** Moves the item at `from` by `step` places; out of bounds changes nothing. */
function moved<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export const canAddOption = (poll: PollDraft): boolean => poll.options.length < POLL_OPTIONS_MAX;
export const canRemoveOption = (poll: PollDraft): boolean => poll.options.length > POLL_OPTIONS_MIN;

export const addOption = (poll: PollDraft): PollDraft =>
  canAddOption(poll) ? { ...poll, options: [...poll.options, newOption()] } : poll;

export const removeOption = (poll: PollDraft, key: string): PollDraft =>
  canRemoveOption(poll) ? { ...poll, options: poll.options.filter((option) => option.key !== key) } : poll;

export const moveOption = (poll: PollDraft, key: string, step: -1 | 1): PollDraft => ({
  ...poll,
  options: moved(
    poll.options,
    poll.options.findIndex((option) => option.key === key),
    step,
  ),
});

export const setOptionText = (poll: PollDraft, key: string, text: string): PollDraft => ({
  ...poll,
  options: poll.options.map((option) => (option.key === key ? { ...option, text } : option)),
});

/** Switching to multiple choice fills in empty options up to the minimum. */
export function setPollType(poll: PollDraft, type: PollType): PollDraft {
  if (type === 'free_form') return { ...poll, type };
  const missing = Math.max(0, POLL_OPTIONS_MIN - poll.options.length);
  return { ...poll, type, options: [...poll.options, ...Array.from({ length: missing }, newOption)] };
}

export const updatePoll = (
  polls: readonly PollDraft[],
  key: string,
  change: (poll: PollDraft) => PollDraft,
) => polls.map((poll) => (poll.key === key ? change(poll) : poll));

export const removePoll = (polls: readonly PollDraft[], key: string): PollDraft[] =>
  polls.filter((poll) => poll.key !== key);

export const movePoll = (polls: readonly PollDraft[], key: string, step: -1 | 1): PollDraft[] =>
  moved(
    polls,
    polls.findIndex((poll) => poll.key === key),
    step,
  );

/**
 * The polls as the server takes them (the multipart field `polls`, JSON): ids of stored polls and options
 * kept, a free-form poll without options and never multiple. Texts go as typed; the server trims them.
 */
export const pollInputs = (polls: readonly PollDraft[]): PollInput[] =>
  polls.map((poll) => {
    const freeForm = poll.type === 'free_form';
    return {
      ...(poll.id === undefined ? {} : { id: poll.id }),
      question: poll.question,
      type: poll.type,
      allowMultiple: freeForm ? false : poll.allowMultiple,
      options: freeForm
        ? []
        : poll.options.map((option) => ({
            ...(option.id === undefined ? {} : { id: option.id }),
            text: option.text,
          })),
    };
  });

/**
 * The polls as the server stored them (now with ids), keeping the keys of the drafts they were saved from,
 * poll by poll and option by option in the order sent: the inputs on screen stay the same inputs.
 */
export const rekeyedLike = (stored: readonly PollDraft[], drafts: readonly PollDraft[]): PollDraft[] =>
  stored.map((poll, i) => {
    const before = drafts[i];
    if (before === undefined) return poll;
    return {
      ...poll,
      key: before.key,
      options: poll.options.map((option, j) => {
        const previous = before.options[j];
        return previous === undefined ? option : { ...option, key: previous.key };
      }),
    };
  });
