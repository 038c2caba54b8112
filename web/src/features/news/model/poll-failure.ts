import { isApiError } from '../../../lib/api';
import type { PollDraftError } from './poll-form';

// Poll failures (admin spec 8): already responded shows the results instead, a guest is asked to sign in,
// anything else is failedToSubmit (a vote) or failedToLoad (the results).

export type VoteFailure = 'alreadyResponded' | 'guestLoginRequired' | 'failedToSubmit';

export const GUEST_LOGIN_REQUIRED = 'GUEST_LOGIN_REQUIRED';

export function voteFailure(error: unknown): VoteFailure {
  if (!isApiError(error)) return 'failedToSubmit';
  if (error.status === 409) return 'alreadyResponded';
  if (error.code === GUEST_LOGIN_REQUIRED) return 'guestLoginRequired';
  return 'failedToSubmit';
}

/** What the form itself says under its fields: a check of the draft, or a vote that did not go through. */
export type PollFormError = PollDraftError | Exclude<VoteFailure, 'alreadyResponded'>;
