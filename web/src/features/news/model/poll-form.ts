import * as E from 'fp-ts/Either';
import type { PollView } from '../../../../../contracts/news.codec';
import { POLL_FREE_FORM_MAX_LENGTH } from '../../../../../domain/constants/news.constants';
import { validatePollAnswer, type PollResponse } from '../../../../../domain/validation/poll-answer';

// A poll's answer as the player gives it (admin spec 5): free text trimmed and non-empty, at most 500
// characters (DESIGN 11); a choice poll needs an option; single select sends one id, allowMultiple an array.

export const POLL_ANSWER_MAX_LENGTH = POLL_FREE_FORM_MAX_LENGTH;

export interface PollDraft {
  readonly text: string;
  readonly selected: readonly string[];
}

export const EMPTY_DRAFT: PollDraft = { text: '', selected: [] };

export type PollDraftError = 'answerRequired' | 'answerTooLong' | 'optionRequired';

export type PollRequest = E.Either<PollDraftError, { response: PollResponse }>;

/** Choosing an option: single select replaces the choice, allowMultiple adds or removes it. */
export function choose(draft: PollDraft, poll: PollView, optionId: string, chosen: boolean): PollDraft {
  if (!poll.allowMultiple) return { ...draft, selected: chosen ? [optionId] : [] };
  const others = draft.selected.filter((id) => id !== optionId);
  const selected = chosen
    ? poll.options.map((o) => o.id).filter((id) => id === optionId || others.includes(id))
    : others;
  return { ...draft, selected };
}

/** The body of POST .../response, or why the form cannot send it yet. */
export function pollRequest(poll: PollView, draft: PollDraft): PollRequest {
  if (poll.type === 'free_form' && draft.text.trim().length > POLL_ANSWER_MAX_LENGTH)
    return E.left('answerTooLong');
  const answer =
    poll.type === 'free_form' ? draft.text : poll.allowMultiple ? draft.selected : draft.selected[0];
  return E.bimap(
    (error: { code: string }): PollDraftError =>
      error.code === 'POLL_RESPONSE_REQUIRED' ? 'answerRequired' : 'optionRequired',
    (response: PollResponse) => ({ response }),
  )(validatePollAnswer(poll, answer));
}
