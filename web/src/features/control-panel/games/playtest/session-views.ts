import type { Category } from '../../../../../../domain/game/category';
import { formatGameDateInZone } from '../../../../../../domain/game/calendar';
import { nextDayStartInZone } from '../../../../../../domain/game/day-start';
import type { TriedWords } from '../../../../../../domain/game/guess-rows';
import { isPlaying, type PlayState } from '../../../../../../domain/game/play-session';
import {
  revealedCategories,
  toGameResult,
  toSessionState,
  type PlayedGame,
  type PuzzleOfTheDay,
} from '../../../../../../contracts/game-views';
import type { GameResult, GameSessionState, RevealedCategory } from '../../../../../../contracts/game.codec';

// The play-test's answers are the server's own views (contracts/game-views.ts) of the same domain state:
// a demo game of an unnumbered puzzle that nobody else sees.

export interface PlayTestPuzzle {
  readonly date: string;
  readonly title: string | null;
  /** Rows of three, as players would see it. */
  readonly gridLayout: readonly (readonly string[])[];
  /** In difficulty order: a category's position is its index. */
  readonly categories: readonly Category[];
}

const ofTheDay = (puzzle: PlayTestPuzzle): PuzzleOfTheDay => ({ ...puzzle, sequenceNumber: 0 });
const played = (puzzle: PlayTestPuzzle, state: PlayState): PlayedGame => ({
  ...state,
  gameDate: puzzle.date,
  isDemo: true,
  isActive: isPlaying(state),
});

export const revealedOf = (puzzle: PlayTestPuzzle, state: PlayState): RevealedCategory[] =>
  revealedCategories(ofTheDay(puzzle), state);

export const sessionOf = (puzzle: PlayTestPuzzle, state: PlayState, now: number): GameSessionState =>
  toSessionState(ofTheDay(puzzle), played(puzzle, state), now);

/** The zone this device keeps: a play-test has no instance's day, so its "next puzzle" is the device's. */
const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Only for a finished game, as on the server: every category revealed, and the guesses (`attempts` in
 * the order made) as categories only.
 */
export const resultOf = (
  puzzle: PlayTestPuzzle,
  state: PlayState,
  attempts: readonly TriedWords[],
  now: number,
): GameResult =>
  toGameResult(ofTheDay(puzzle), played(puzzle, state), {
    attempts,
    now,
    nextPuzzleAt: nextDayStartInZone(new Date(now), deviceZone()),
    today: formatGameDateInZone(new Date(now), deviceZone()),
  });
