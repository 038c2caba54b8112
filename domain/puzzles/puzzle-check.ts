import { CATEGORY_COUNT, GAME_TITLE_MAX_LENGTH } from '../constants/scoring.constants';
import { charLength } from '../validation/form';
import {
  categoryProblems,
  repeatedWordProblems,
  wordFields,
  type CategoryInput,
  type PuzzleProblem,
} from './category-check';

// A puzzle as the editor holds it: five categories in difficulty order (position = index) and a title.
// The same rules run in the editor as it types and on the server before anything is stored or published.

export interface PuzzleInput {
  readonly title?: string | null;
  readonly categories: readonly CategoryInput[];
}

/**
 * Every problem of the puzzle, each with its field: texts, lengths, and the 20 words (extra words
 * included) distinct across the game after trimming and case (DESIGN 5). No problems: it can be published.
 */
export const puzzleProblems = (puzzle: PuzzleInput): PuzzleProblem[] => {
  const problems: PuzzleProblem[] = [];
  const title = puzzle.title?.trim() ?? '';
  if (charLength(title) > GAME_TITLE_MAX_LENGTH)
    problems.push({
      field: 'title',
      code: 'GAME_TITLE_TOO_LONG',
      message: `At most ${GAME_TITLE_MAX_LENGTH} characters`,
    });
  if (puzzle.categories.length !== CATEGORY_COUNT)
    problems.push({
      field: 'categories',
      code: 'GAME_CATEGORY_COUNT_INVALID',
      message: `A game has exactly ${CATEGORY_COUNT} categories`,
    });
  puzzle.categories.forEach((category, i) => problems.push(...categoryProblems(category, `categories.${i}`)));
  const fields = puzzle.categories.flatMap((category, i) => wordFields(category, `categories.${i}`));
  const marked = new Set(problems.map((p) => p.field));
  // A field already wrong (empty, too long) says that first; the repetition is reported where it is the news.
  problems.push(...repeatedWordProblems(fields).filter((p) => !marked.has(p.field)));
  return problems;
};

/** Drafts may be unfinished; only these problems stop even a draft from being saved (shape, not content). */
export const STRUCTURAL_PROBLEMS: readonly PuzzleProblem['code'][] = [
  'GAME_CATEGORY_COUNT_INVALID',
  'CATEGORY_WORDS_COUNT_INVALID',
  'CATEGORY_NAME_TOO_LONG',
  'WORD_TOO_LONG',
  'WORD_SEPARATOR',
  'COLOR_INVALID',
  'GAME_TITLE_TOO_LONG',
];

export const draftProblems = (puzzle: PuzzleInput): PuzzleProblem[] =>
  puzzleProblems(puzzle).filter((p) => STRUCTURAL_PROBLEMS.includes(p.code));
