import type {
  FullCategory,
  GameResult,
  GameSessionState,
  RevealedCategory,
} from '../../../../../../contracts/game.codec';
import { normalizeWord, type Category } from '../../../../../../domain/game/category';
import {
  elapsedAt,
  gridOf,
  isPlaying,
  scoreAt,
  type PlayState,
} from '../../../../../../domain/game/play-session';

// The play-test's answers in the shapes the server gives players (contracts/game.codec.ts), built from the
// same domain state. The server's own builders live in application/, which the browser may not import;
// these follow them field by field (application/gameplay/session-views.ts).

export interface PlayTestPuzzle {
  readonly date: string;
  readonly title: string | null;
  /** Rows of three, as players would see it. */
  readonly gridLayout: readonly (readonly string[])[];
  /** In difficulty order: a category's position is its index. */
  readonly categories: readonly Category[];
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** A switched category is solved by its two remaining words and its extra word. */
function solvingWords(category: Category, state: PlayState): string[] {
  const switchedOut = new Set(
    state.switchedPairs
      .filter((pair) => normalizeWord(pair.newWord) === normalizeWord(category.extraWord))
      .map((pair) => normalizeWord(pair.oldWord)),
  );
  const kept = category.words.filter((word) => !switchedOut.has(normalizeWord(word)));
  return kept.length < category.words.length ? [...kept, category.extraWord] : [...category.words];
}

export const revealedOf = (puzzle: PlayTestPuzzle, state: PlayState): RevealedCategory[] =>
  state.solved.map((position) => {
    const category = puzzle.categories[position] as Category;
    return {
      name: category.name,
      position,
      words: solvingWords(category, state),
      color: category.color,
      createdBy: category.createdBy,
    };
  });

export const sessionOf = (puzzle: PlayTestPuzzle, state: PlayState, now: number): GameSessionState => ({
  gameDate: puzzle.date,
  gameStatus: state.status,
  gridLayout: gridOf(puzzle, state),
  startTime: iso(state.startTime),
  serverTime: iso(now),
  switchedWords: [...state.switched],
  completedCategories: [...state.solved],
  switchedWordPairs: state.switchedPairs.map((pair) => ({ ...pair })),
  revealedCategoryData: revealedOf(puzzle, state),
  mistakes: state.mistakes,
  elapsedTime: elapsedAt(state, now),
  score: scoreAt(state, now),
  finalScore: state.finalScore,
  isDemo: true,
  isActive: isPlaying(state),
});

const fullCategory = (category: Category): FullCategory => ({
  name: category.name,
  position: category.position,
  words: [...category.words],
  extraWord: category.extraWord,
  color: category.color,
  createdBy: category.createdBy,
});

/** Only for a finished game, as on the server: every category revealed. */
export function resultOf(puzzle: PlayTestPuzzle, state: PlayState): GameResult {
  const elapsed = state.elapsedSeconds ?? 0;
  return {
    score: state.finalScore ?? 0,
    gameDate: puzzle.date,
    title: puzzle.title,
    sequenceNumber: 0,
    timeElapsed: elapsed,
    elapsedTime: elapsed,
    mistakes: state.mistakes,
    switchedCards: state.switched.length,
    switchedWords: [...state.switched],
    switchedWordPairs: state.switchedPairs.map((pair) => ({ ...pair })),
    completedCategories: [...state.solved],
    categories: puzzle.categories.map(fullCategory),
    forfeit: state.status === 'forfeit',
    gameStatus: state.status,
    achievements: [],
    showAllCategories: true,
    gridLayout: puzzle.gridLayout.map((row) => [...row]),
    revealedCategoryData: revealedOf(puzzle, state),
    isDemo: true,
  };
}
