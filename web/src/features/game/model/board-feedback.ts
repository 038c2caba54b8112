import { SWITCH_PENALTY, WRONG_ATTEMPT_PENALTY } from '../../../../../domain/constants/scoring.constants';

// What the board shows for an answer of the server, beside the toast that says it in words (and that the
// screen reader reads): a badge for a wrong guess, and the points the move cost beside the score.

/** A wrong guess: one word away from a group, or a plain miss. They look different at a glance. */
export type Verdict = 'oneAway' | 'miss';

/** Only the feedback's kind matters here (use-game's GameFeedback, or anything with its `type`). */
interface Feedback {
  readonly type: string;
}

export const verdictOf = (feedback: Feedback): Verdict | null => {
  switch (feedback.type) {
    case 'oneAway':
      return 'oneAway';
    case 'wrong':
      return 'miss';
    default:
      return null;
  }
};

/**
 * The points a move cost, as a positive number, or null when it cost none: a wrong guess (one away or not)
 * costs the wrong-attempt penalty, a switch the switch penalty; a repeated guess is free.
 */
export const pointsLostBy = (feedback: Feedback): number | null => {
  switch (feedback.type) {
    case 'wrong':
    case 'oneAway':
      return WRONG_ATTEMPT_PENALTY;
    case 'switched':
      return SWITCH_PENALTY;
    default:
      return null;
  }
};

/** How long the badge stays by the board, and the points lost by the score (both also in the toast). */
export const VERDICT_SHOWN_MS = 1800;
export const LOSS_SHOWN_MS = 1600;

/** A numbered event (a new id per answer, so the same answer twice shows twice). */
export interface Numbered<T> {
  readonly id: number;
  readonly value: T;
}

/** The last answer's value for the board, or null when the answer has none (a correct guess hides the badge). */
export function numbered<T>(
  last: { readonly id: number; readonly feedback: Feedback } | null,
  pick: (feedback: Feedback) => T | null,
): Numbered<T> | null {
  if (last === null) return null;
  const value = pick(last.feedback);
  return value === null ? null : { id: last.id, value };
}
