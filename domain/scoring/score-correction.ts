import { START_SCORE } from '../constants/scoring.constants';
import type { GameStatus } from './game-status';

/** The outcomes an admin may give a stored score (DESIGN 11). */
export const CORRECTABLE_STATUSES = ['won', 'lost', 'forfeit', 'cheater'] as const;
export type CorrectableStatus = (typeof CORRECTABLE_STATUSES)[number];

/** An upper bound no real game reaches, so that a typo of extra digits is caught. */
export const MAX_CORRECTED_MISTAKES = 1_000;

export interface ScoreFigures {
  readonly score: number;
  readonly status: GameStatus;
  readonly mistakes: number;
}

export interface CorrectionProblem {
  readonly field: 'score' | 'status' | 'mistakes';
  readonly message: string;
}

const wholeBetween = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/**
 * A stored score after an admin's change: only a win scores points (a loss, a forfeit or a cheater's game
 * scores 0, as in play), so a change of status alone to one of those sets the score to 0.
 */
export function correctedScore(
  current: ScoreFigures,
  change: { score?: number; status?: CorrectableStatus; mistakes?: number },
): { figures: ScoreFigures } | { problem: CorrectionProblem } {
  const status = change.status ?? current.status;
  const score = change.score ?? (status === 'won' ? current.score : 0);
  const mistakes = change.mistakes ?? current.mistakes;
  if (change.score === undefined && change.status === undefined && change.mistakes === undefined) {
    return { problem: { field: 'score', message: 'Nothing to change: send score, status or mistakes' } };
  }
  if (!wholeBetween(score, START_SCORE)) {
    return { problem: { field: 'score', message: `A score is a whole number from 0 to ${START_SCORE}` } };
  }
  if (!wholeBetween(mistakes, MAX_CORRECTED_MISTAKES)) {
    return {
      problem: {
        field: 'mistakes',
        message: `Mistakes are a whole number from 0 to ${MAX_CORRECTED_MISTAKES}`,
      },
    };
  }
  if (status !== 'won' && score !== 0) {
    return { problem: { field: 'score', message: 'Only a won game scores points: give 0 or make it a win' } };
  }
  return { figures: { score, status, mistakes } };
}
