import { CATEGORY_COUNT } from '../constants/scoring.constants';
import { computeScore } from './score';

export interface GameProgress {
  readonly elapsedSeconds: number;
  readonly mistakes: number;
  readonly switches: number;
  readonly solvedCount: number;
  readonly forfeit: boolean;
}

export type GameOutcome =
  | { readonly status: 'playing'; readonly score: number }
  | { readonly status: 'won'; readonly score: number }
  | { readonly status: 'lost'; readonly score: 0 }
  | { readonly status: 'forfeit'; readonly score: 0 };

/**
 * DESIGN 5 outcome rules, evaluated after every action and at submission. A score of 0 is a loss even
 * when it coincides with the last solve: the game page derives "lost" from score 0, and a won game
 * scoring 0 would contradict it.
 */
export const resolveOutcome = (progress: GameProgress): GameOutcome => {
  if (progress.forfeit) return { status: 'forfeit', score: 0 };
  const score = computeScore(progress.elapsedSeconds, progress.mistakes, progress.switches);
  if (score === 0) return { status: 'lost', score: 0 };
  return progress.solvedCount >= CATEGORY_COUNT ? { status: 'won', score } : { status: 'playing', score };
};

/** DESIGN 5: a submission claiming a category the server never saw solved marks the player a cheater. */
export const claimsUnseenCategories = (
  claimed: readonly number[],
  solvedOnServer: readonly number[],
): boolean => claimed.some((category) => !solvedOnServer.includes(category));
