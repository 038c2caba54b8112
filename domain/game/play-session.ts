import * as E from 'fp-ts/Either';
import {
  POINTS_PER_SECOND,
  START_SCORE,
  SWITCH_PENALTY,
  WRONG_ATTEMPT_PENALTY,
} from '../constants/scoring.constants';
import { SECOND_MS } from '../constants/time.constants';
import { domainError, type DomainError } from '../errors/domain-error';
import { GAME_ALREADY_COMPLETED_TEXT } from '../errors/error-texts';
import { claimsUnseenCategories, resolveOutcome } from '../scoring/game-outcome';
import { computeScore, elapsedSecondsBetween } from '../scoring/score';
import type { CategoryWords, SwitchedWordPair } from './category';
import { currentGrid, type GridRows } from './grid';
import { checkSelection, type SelectionError, type SelectionResult } from './selection-check';
import { switchWord, type SwitchError, type SwitchOutcome } from './word-switch';

// One player's game of one date as the server keeps it, and every transition of it (DESIGN 5). Times are
// epoch milliseconds of the server clock; category indexes are positions (categories sorted by position).

export type PlayStatus = 'playing' | 'won' | 'lost' | 'forfeit' | 'cheater';

export interface PlayState {
  readonly status: PlayStatus;
  readonly startTime: number;
  /** Category positions in the order they were solved. */
  readonly solved: readonly number[];
  readonly switched: readonly number[];
  readonly switchedPairs: readonly SwitchedWordPair[];
  readonly mistakes: number;
  /** Fixed when the game ends. */
  readonly finalScore: number | null;
  readonly elapsedSeconds: number | null;
  readonly endedAt: number | null;
}

export interface PuzzleWords {
  readonly gridLayout: GridRows;
  readonly categories: readonly CategoryWords[];
}

export const newPlayState = (startTime: number): PlayState => ({
  status: 'playing',
  startTime,
  solved: [],
  switched: [],
  switchedPairs: [],
  mistakes: 0,
  finalScore: null,
  elapsedSeconds: null,
  endedAt: null,
});

export const isPlaying = (state: PlayState): boolean => state.status === 'playing';

export const elapsedAt = (state: PlayState, now: number): number =>
  state.elapsedSeconds ?? elapsedSecondsBetween(state.startTime, now);

export const scoreAt = (state: PlayState, now: number): number =>
  state.finalScore ?? computeScore(elapsedAt(state, now), state.mistakes, state.switched.length);

const finish = (state: PlayState, status: PlayStatus, score: number, elapsed: number): PlayState => ({
  ...state,
  status,
  finalScore: score,
  elapsedSeconds: elapsed,
  endedAt: state.startTime + elapsed * SECOND_MS,
});

/** The second at which the clock alone brings the score to 0, given the penalties so far. */
const secondsUntilZero = (state: PlayState): number =>
  Math.max(
    0,
    Math.ceil(
      (START_SCORE - WRONG_ATTEMPT_PENALTY * state.mistakes - SWITCH_PENALTY * state.switched.length) /
        POINTS_PER_SECOND,
    ),
  );

/** No game outlasts its score: with no penalty at all, the clock alone takes it to 0 in this many seconds. */
export const LONGEST_GAME_SECONDS = secondsUntilZero(newPlayState(0));

/**
 * A game whose score the clock has run down to 0 is lost, whether or not anyone asked since: reads and
 * actions settle it first. The loss is dated at the second the score reached 0, not at the next request.
 */
export const settle = (state: PlayState, now: number): PlayState => {
  if (!isPlaying(state)) return state;
  const elapsed = elapsedAt(state, now);
  if (computeScore(elapsed, state.mistakes, state.switched.length) > 0) return state;
  return finish(state, 'lost', 0, Math.min(elapsed, secondsUntilZero(state)));
};

/** After an action: a win on the fifth category, a loss if the penalty took the score to 0. */
const conclude = (state: PlayState, now: number): PlayState => {
  const elapsed = elapsedAt(state, now);
  const outcome = resolveOutcome({
    elapsedSeconds: elapsed,
    mistakes: state.mistakes,
    switches: state.switched.length,
    solvedCount: state.solved.length,
    forfeit: false,
  });
  return outcome.status === 'playing' ? state : finish(state, outcome.status, outcome.score, elapsed);
};

export type PlayErrorCode = 'GAME_ALREADY_COMPLETED';
export type PlayError = DomainError<PlayErrorCode>;
const alreadyCompleted = (): PlayError => domainError('GAME_ALREADY_COMPLETED', GAME_ALREADY_COMPLETED_TEXT);

export const gridOf = (puzzle: PuzzleWords, state: PlayState): string[][] =>
  currentGrid({
    gridLayout: puzzle.gridLayout,
    switchedWordPairs: state.switchedPairs,
    categories: puzzle.categories,
    solved: state.solved,
  });

export interface SelectionPlay {
  readonly state: PlayState;
  readonly result: SelectionResult;
}

/** DESIGN 5 selection check on a settled game; `triedKeys` are this session's earlier wrong keys. */
export const playSelection = (
  puzzle: PuzzleWords,
  state: PlayState,
  selected: readonly string[],
  triedKeys: readonly string[],
  now: number,
): E.Either<PlayError | SelectionError, SelectionPlay> => {
  const settled = settle(state, now);
  if (!isPlaying(settled)) return E.left(alreadyCompleted());
  const grid = gridOf(puzzle, settled);
  const context = { grid, categories: puzzle.categories, solved: settled.solved, triedKeys };
  return E.map((result: SelectionResult): SelectionPlay => {
    if (result.kind === 'alreadyTried') return { state: settled, result };
    const next =
      result.kind === 'correct'
        ? { ...settled, solved: [...settled.solved, result.categoryIndex] }
        : { ...settled, mistakes: settled.mistakes + 1 };
    return { state: conclude(next, now), result };
  })(checkSelection(selected, context));
};

export interface SwitchPlay {
  readonly state: PlayState;
  readonly outcome: SwitchOutcome;
}

export const playSwitch = (
  puzzle: PuzzleWords,
  state: PlayState,
  rowIndex: number,
  now: number,
): E.Either<PlayError | SwitchError, SwitchPlay> => {
  const settled = settle(state, now);
  if (!isPlaying(settled)) return E.left(alreadyCompleted());
  const context = {
    grid: gridOf(puzzle, settled),
    categories: puzzle.categories,
    solved: settled.solved,
    switched: settled.switched,
  };
  return E.map((outcome: SwitchOutcome): SwitchPlay => {
    const next = {
      ...settled,
      switched: [...settled.switched, outcome.categoryIndex],
      switchedPairs: [...settled.switchedPairs, outcome.pair],
    };
    return { state: conclude(next, now), outcome };
  })(switchWord(rowIndex, context));
};

/** Forfeit: score 0. A game that already ended keeps its result (forfeit is idempotent under retry). */
export const playForfeit = (state: PlayState, now: number): PlayState => {
  const settled = settle(state, now);
  return isPlaying(settled) ? finish(settled, 'forfeit', 0, elapsedAt(settled, now)) : settled;
};

export interface SubmissionClaim {
  readonly completedCategories: readonly number[];
  readonly forfeit: boolean;
}

export type SubmissionOutcome =
  | { readonly kind: 'finished'; readonly state: PlayState }
  | { readonly kind: 'inProgress'; readonly state: PlayState };

/**
 * The browser's score submission. The server's figures decide; the claim only matters as evidence: a
 * claim of a category the server never saw solved marks the game `cheater` with score 0, whatever its
 * state, because no honest client can send one.
 */
export const judgeSubmission = (state: PlayState, claim: SubmissionClaim, now: number): SubmissionOutcome => {
  if (state.status === 'cheater') return { kind: 'finished', state };
  if (claimsUnseenCategories(claim.completedCategories, state.solved)) {
    const settled = settle(state, now);
    return { kind: 'finished', state: finish(settled, 'cheater', 0, elapsedAt(settled, now)) };
  }
  const settled = claim.forfeit ? playForfeit(state, now) : settle(state, now);
  return isPlaying(settled) ? { kind: 'inProgress', state: settled } : { kind: 'finished', state: settled };
};
