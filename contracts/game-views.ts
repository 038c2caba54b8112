import { normalizeWord, type Category } from '../domain/game/category';
import type { GridRows } from '../domain/game/grid';
import { guessRows, type TriedWords } from '../domain/game/guess-rows';
import { elapsedAt, gridOf, isPlaying, scoreAt, type PlayState } from '../domain/game/play-session';
import type { FullCategory, GameResult, GameSessionState, RevealedCategory } from './game.codec';

// What players are told about a game, built from the domain's state of it. The server answers with these;
// the control panel's play-test builds the same answers in the browser, so its board behaves as the real one.
// Before the end only solved categories are described; the full categories appear in `GameResult` alone.

/** The puzzle as its players get it: the stored layout and the categories in position order. */
export interface PuzzleOfTheDay {
  readonly title: string | null;
  readonly sequenceNumber: number;
  readonly gridLayout: GridRows;
  readonly categories: readonly Category[];
}

/** One player's game of the puzzle. */
export interface PlayedGame extends PlayState {
  readonly gameDate: string;
  readonly isDemo: boolean;
  readonly isActive: boolean;
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** A switched category is solved by its two remaining words and its extra word. */
const solvingWords = (category: Category, state: PlayState): string[] => {
  const switchedOut = new Set(
    state.switchedPairs
      .filter((pair) => normalizeWord(pair.newWord) === normalizeWord(category.extraWord))
      .map((pair) => normalizeWord(pair.oldWord)),
  );
  const kept = category.words.filter((word) => !switchedOut.has(normalizeWord(word)));
  return kept.length < category.words.length ? [...kept, category.extraWord] : [...category.words];
};

/** The categories the player solved, each with the words that solved it and its author. */
export const revealedCategories = (puzzle: PuzzleOfTheDay, state: PlayState): RevealedCategory[] =>
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

export const toSessionState = (puzzle: PuzzleOfTheDay, game: PlayedGame, now: number): GameSessionState => ({
  gameDate: game.gameDate,
  gameStatus: game.status,
  gridLayout: gridOf(puzzle, game),
  startTime: iso(game.startTime),
  serverTime: iso(now),
  switchedWords: [...game.switched],
  completedCategories: [...game.solved],
  switchedWordPairs: game.switchedPairs.map((pair) => ({ ...pair })),
  revealedCategoryData: revealedCategories(puzzle, game),
  mistakes: game.mistakes,
  elapsedTime: elapsedAt(game, now),
  score: scoreAt(game, now),
  finalScore: game.finalScore,
  isDemo: game.isDemo,
  isActive: game.isActive,
});

const fullCategory = (category: Category): FullCategory => ({
  name: category.name,
  position: category.position,
  words: [...category.words],
  extraWord: category.extraWord,
  color: category.color,
  createdBy: category.createdBy,
});

/** What a result tells beside the game itself, gathered by whoever answers (the server, the play-test). */
export interface ResultFacts {
  /** The game's recorded attempts in the order they were made: only their categories leave. */
  readonly attempts: readonly TriedWords[];
  readonly achievements?: readonly { type: string; count: number }[];
  /** The answering clock's time, epoch milliseconds. */
  readonly now: number;
  /** When the next day's puzzle opens, epoch milliseconds. */
  readonly nextPuzzleAt: number;
  /** The instance's date at `now`, `YYYY-MM-DD`. */
  readonly today: string;
}

/** Only for a finished game: this is where every category is revealed. */
export const toGameResult = (puzzle: PuzzleOfTheDay, game: PlayedGame, facts: ResultFacts): GameResult => {
  if (isPlaying(game)) throw new Error('A result is built for finished games only');
  const { achievements = [] } = facts;
  const elapsed = game.elapsedSeconds ?? 0;
  return {
    score: game.finalScore ?? 0,
    gameDate: game.gameDate,
    title: puzzle.title,
    sequenceNumber: puzzle.sequenceNumber,
    timeElapsed: elapsed,
    elapsedTime: elapsed,
    mistakes: game.mistakes,
    switchedCards: game.switched.length,
    switchedWords: [...game.switched],
    switchedWordPairs: game.switchedPairs.map((pair) => ({ ...pair })),
    completedCategories: [...game.solved],
    categories: puzzle.categories.map(fullCategory),
    forfeit: game.status === 'forfeit',
    gameStatus: game.status,
    achievements: achievements.map(({ type, count }) => ({ type, count })),
    showAllCategories: true,
    gridLayout: puzzle.gridLayout.map((row) => [...row]),
    revealedCategoryData: revealedCategories(puzzle, game),
    isDemo: game.isDemo,
    guesses: guessRows(puzzle.categories, facts.attempts),
    serverTime: iso(facts.now),
    nextPuzzleAt: iso(facts.nextPuzzleAt),
    today: facts.today,
  };
};
