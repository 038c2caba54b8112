import { START_SCORE } from '../../../../../../domain/constants/scoring.constants';
import {
  CORRECTABLE_STATUSES,
  MAX_CORRECTED_MISTAKES,
  type CorrectableStatus,
} from '../../../../../../domain/scoring/score-correction';
import type { EditScoreRequest } from '../../../../../../contracts/manage-scores.codec';
import type { ManagedScoreView } from '../../../../../../contracts/manage-users.codec';

// The score editor's fields as typed, checked by the rule the server applies (domain/scoring/score-
// correction), and what goes to PUT /manage/scores/{id}: only what changed.

export { MAX_CORRECTED_MISTAKES };

export interface ScoreDraft {
  score: string;
  status: string;
  mistakes: string;
}

export type ScoreDraftProblem = 'invalidScore' | 'invalidMistakes' | 'onlyWinScores';
export type ScoreDraftProblems = Partial<Record<'score' | 'mistakes', ScoreDraftProblem>>;

export type ScoreEdit =
  | { readonly kind: 'change'; readonly change: EditScoreRequest }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'invalid'; readonly problems: ScoreDraftProblems };

export const isCorrectableStatus = (value: string): value is CorrectableStatus =>
  (CORRECTABLE_STATUSES as readonly string[]).includes(value);

export const draftOf = (score: ManagedScoreView): ScoreDraft => ({
  score: String(score.score),
  status: score.status,
  mistakes: String(score.mistakes),
});

/**
 * The draft after the outcome is changed: only a win scores points, so any other outcome sets the score
 * to 0, and a win brings back the stored points of a game that was won.
 */
export function withStatus(original: ManagedScoreView, draft: ScoreDraft, status: string): ScoreDraft {
  if (status === 'won')
    return { ...draft, status, score: original.status === 'won' ? String(original.score) : draft.score };
  return { ...draft, status, score: isCorrectableStatus(status) ? '0' : draft.score };
}

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The change the draft makes to `original`, or why the server would refuse it. */
export function scoreEdit(original: ManagedScoreView, draft: ScoreDraft): ScoreEdit {
  const score = wholeNumber(draft.score);
  const mistakes = wholeNumber(draft.mistakes);
  const status = draft.status;
  const problems: ScoreDraftProblems = {};
  if (score === null || score > START_SCORE) problems.score = 'invalidScore';
  else if (status !== 'won' && score !== 0) problems.score = 'onlyWinScores';
  if (mistakes === null || mistakes > MAX_CORRECTED_MISTAKES) problems.mistakes = 'invalidMistakes';
  if (score === null || mistakes === null || Object.keys(problems).length > 0)
    return { kind: 'invalid', problems };

  const change: EditScoreRequest = {};
  if (score !== original.score) change.score = score;
  if (mistakes !== original.mistakes) change.mistakes = mistakes;
  if (status !== original.status && isCorrectableStatus(status)) change.status = status;
  return Object.keys(change).length === 0 ? { kind: 'unchanged' } : { kind: 'change', change };
}
