import * as E from 'fp-ts/Either';
import type { NewsProblem, PollDraft } from '../../domain/news/news-item';
import type { AppError } from '../errors/app-error';
import type { StoredPoll, StoredPollOption } from '../ports/news.repository';
import { newsInvalid, pollTypeLocked } from './news-errors';

const unknown = (field: string, code: NewsProblem['code'], message: string): NewsProblem => ({
  field,
  code,
  message,
});

/** A poll with ids of its own: a new poll and each of its options get fresh ones. */
export const newPoll = (draft: PollDraft, uuid: () => string): StoredPoll => ({
  id: uuid(),
  question: draft.question,
  type: draft.type,
  allowMultiple: draft.allowMultiple === true,
  options: (draft.options ?? []).map((option) => ({ id: uuid(), text: option.text })),
});

function editedOptions(
  previous: StoredPoll,
  draft: PollDraft,
  at: string,
  uuid: () => string,
  problems: NewsProblem[],
): StoredPollOption[] {
  const known = new Set(previous.options.map((option) => option.id));
  const used = new Set<string>();
  return (draft.options ?? []).map((option, i) => {
    if (option.id === undefined) return { id: uuid(), text: option.text };
    if (!known.has(option.id) || used.has(option.id)) {
      problems.push(
        unknown(`${at}.options.${i}.id`, 'POLL_OPTION_ID_UNKNOWN', 'This poll has no such option'),
      );
    }
    used.add(option.id);
    return { id: option.id, text: option.text };
  });
}

/**
 * The polls after an edit (DESIGN 11): a listed id keeps its poll and a listed option id its option, so the
 * votes stay with the option they were given to. Ids must be the item's own; a poll that has responses
 * keeps its type, since its answers would no longer mean anything.
 */
export function editedPolls(
  previous: readonly StoredPoll[],
  drafts: readonly PollDraft[],
  answered: ReadonlySet<string>,
  uuid: () => string,
): E.Either<AppError, StoredPoll[]> {
  const byId = new Map(previous.map((poll) => [poll.id, poll]));
  const used = new Set<string>();
  const problems: NewsProblem[] = [];
  const polls: StoredPoll[] = [];
  for (const [i, draft] of drafts.entries()) {
    const at = `polls.${i}`;
    const old = draft.id === undefined ? undefined : byId.get(draft.id);
    if (draft.id === undefined) {
      polls.push(newPoll(draft, uuid));
      continue;
    }
    if (!old || used.has(old.id)) {
      problems.push(unknown(`${at}.id`, 'POLL_ID_UNKNOWN', 'This news item has no such poll'));
      continue;
    }
    used.add(old.id);
    if (answered.has(old.id) && old.type !== draft.type) return E.left(pollTypeLocked(`${at}.type`));
    // Answers with several choices would not fit a poll that allows one: once answered, it stays multiple.
    if (answered.has(old.id) && old.allowMultiple && draft.allowMultiple !== true) {
      return E.left(pollTypeLocked(`${at}.allowMultiple`));
    }
    polls.push({
      id: old.id,
      question: draft.question,
      type: draft.type,
      allowMultiple: draft.allowMultiple === true,
      options: editedOptions(old, draft, at, uuid, problems),
    });
  }
  return problems.length > 0 ? E.left(newsInvalid(problems)) : E.right(polls);
}
