import {
  POINTS_PER_SECOND,
  START_SCORE,
  SWITCH_PENALTY,
  WRONG_ATTEMPT_PENALTY,
} from '../constants/scoring.constants';
import { SECOND_MS } from '../constants/time.constants';

// Counts come from the server's own records; a negative or NaN count would only arise from a bug, and
// must never raise a score, so it counts as zero. Infinity passes through and floors the score at 0.
const count = (value: number): number => (Number.isNaN(value) || value < 0 ? 0 : Math.floor(value));

/** DESIGN 5: 10000 - whole seconds - 500 per wrong attempt - 1000 per switch, never below 0. */
export const computeScore = (elapsedSeconds: number, mistakes: number, switches: number): number =>
  Math.max(
    0,
    START_SCORE -
      POINTS_PER_SECOND * count(elapsedSeconds) -
      WRONG_ATTEMPT_PENALTY * count(mistakes) -
      SWITCH_PENALTY * count(switches),
  );

/** The elapsed whole seconds between the server's session start and now, both epoch milliseconds. */
export const elapsedSecondsBetween = (startMs: number, nowMs: number): number =>
  Math.max(0, Math.floor((nowMs - startMs) / SECOND_MS));
