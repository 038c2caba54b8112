import type { EditScoreRequest } from '../../../../../../contracts/manage-scores.codec';
import type { ManagedScoreView } from '../../../../../../contracts/manage-users.codec';
import { START_SCORE } from '../../../../../../domain/constants/scoring.constants';
import {
  CORRECTABLE_STATUSES,
  correctedScore,
  MAX_CORRECTED_MISTAKES,
  type CorrectableStatus,
} from '../../../../../../domain/scoring/score-correction';
import type { GameStatus } from '../../../../../../domain/scoring/game-status';

// The score editor's form: the fields as typed, what changed, and what is wrong with them, by the same
// rule the server applies (domain/scoring/score-correction), so a refusal is rare and never a surprise.

export { CORRECTABLE_STATUSES, MAX_CORRECTED_MISTAKES, START_SCORE };

export interface ScoreForm {
  status: CorrectableStatus;
  /** As typed: checked before it is sent. */
  score: string;
  mistakes: string;
}

export type ScoreFormProblem = 'scoreRange' | 'mistakesRange' | 'onlyWinScores' | 'nothingChanged';

export const isCorrectableStatus = (value: string): value is CorrectableStatus =>
  (CORRECTABLE_STATUSES as readonly string[]).includes(value);

export const formOf = (score: ManagedScoreView): ScoreForm => ({
  status: isCorrectableStatus(score.status) ? score.status : 'won',
  score: String(score.score),
  mistakes: String(score.mistakes),
});

/** A changed status: a loss, a forfeit and a cheater's game score 0, so the score follows at once. */
export function withStatus(
  form: ScoreForm,
  status: CorrectableStatus,
  original: ManagedScoreView,
): ScoreForm {
  if (status !== 'won') return { ...form, status, score: '0' };
  const back = original.status === 'won' ? String(original.score) : form.score;
  return { ...form, status, score: back };
}

const wholeNumber = (text: string): number | null => {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
};

/** Only what differs from the stored score; null when nothing does (or a number is unreadable). */
export function changeOf(original: ManagedScoreView, form: ScoreForm): EditScoreRequest | null {
  const score = wholeNumber(form.score);
  const mistakes = wholeNumber(form.mistakes);
  if (score === null || mistakes === null) return null;
  const change: EditScoreRequest = {};
  if (form.status !== original.status) change.status = form.status;
  if (score !== original.score) change.score = score;
  if (mistakes !== original.mistakes) change.mistakes = mistakes;
  return Object.keys(change).length === 0 ? null : change;
}

/** The first problem of the form, by field, or null when it may be sent. */
export function formProblem(
  original: ManagedScoreView,
  form: ScoreForm,
): { field: 'score' | 'mistakes' | 'form'; problem: ScoreFormProblem } | null {
  const score = wholeNumber(form.score);
  const mistakes = wholeNumber(form.mistakes);
  if (score === null || score > START_SCORE) return { field: 'score', problem: 'scoreRange' };
  if (mistakes === null || mistakes > MAX_CORRECTED_MISTAKES)
    return { field: 'mistakes', problem: 'mistakesRange' };
  const change = changeOf(original, form);
  if (change === null) return { field: 'form', problem: 'nothingChanged' };
  const checked = correctedScore(
    { score: original.score, status: original.status as GameStatus, mistakes: original.mistakes },
    change,
  );
  if ('problem' in checked) {
    if (checked.problem.field === 'mistakes') return { field: 'mistakes', problem: 'mistakesRange' };
    return { field: 'score', problem: form.status === 'won' ? 'scoreRange' : 'onlyWinScores' };
  }
  return null;
}
