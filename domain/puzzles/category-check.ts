import {
  CATEGORY_NAME_MAX_LENGTH,
  GAME_WORD_MAX_LENGTH,
  WORDS_PER_CATEGORY,
} from '../constants/scoring.constants';
import { COMBINATION_KEY_SEPARATOR } from '../game/combination-key';
import { normalizeWord } from '../game/category';
import { charLength } from '../validation/form';

// One category as an editor types it (a puzzle slot, a bank entry, an import line), and every problem it
// has. The editor shows them beside the fields as the editor types; the server refuses what it would show.

export interface CategoryInput {
  readonly name: string;
  readonly words: readonly string[];
  readonly extraWord: string;
  /** `#rrggbb`; null or absent: the position's default colour. */
  readonly color?: string | null;
}

export type PuzzleProblemCode =
  | 'CATEGORY_NAME_REQUIRED'
  | 'CATEGORY_NAME_TOO_LONG'
  | 'CATEGORY_WORDS_COUNT_INVALID'
  | 'WORD_REQUIRED'
  | 'WORD_TOO_LONG'
  | 'WORD_SEPARATOR'
  | 'WORD_REPEATED'
  | 'COLOR_INVALID'
  | 'GAME_CATEGORY_COUNT_INVALID'
  | 'GAME_TITLE_TOO_LONG';

/** `field` is a dotted path into the input (`categories.2.words.1`), so a form can mark the very input. */
export interface PuzzleProblem {
  readonly field: string;
  readonly code: PuzzleProblemCode;
  readonly message: string;
}

const COLOR = /^#[0-9a-fA-F]{6}$/;
export const isCategoryColor = (value: unknown): value is string =>
  typeof value === 'string' && COLOR.test(value);

const problem = (field: string, code: PuzzleProblemCode, message: string): PuzzleProblem => ({
  field,
  code,
  message,
});

const join = (prefix: string, field: string) => (prefix === '' ? field : `${prefix}.${field}`);

const wordProblems = (word: string, field: string): PuzzleProblem[] => {
  const value = word.trim();
  if (value === '') return [problem(field, 'WORD_REQUIRED', 'Write a word')];
  if (charLength(value) > GAME_WORD_MAX_LENGTH)
    return [problem(field, 'WORD_TOO_LONG', `At most ${GAME_WORD_MAX_LENGTH} characters`)];
  if (value.includes(COMBINATION_KEY_SEPARATOR))
    return [problem(field, 'WORD_SEPARATOR', `A word cannot contain "${COMBINATION_KEY_SEPARATOR}"`)];
  return [];
};

/** The words of a category with their fields: the three words, then the extra word. */
export const wordFields = (category: CategoryInput, prefix = ''): { word: string; field: string }[] => [
  ...category.words.map((word, i) => ({ word, field: join(prefix, `words.${i}`) })),
  { word: category.extraWord, field: join(prefix, 'extraWord') },
];

/** Marks every word that another of `fields` repeats (trimmed, case-insensitively), all of them. */
export const repeatedWordProblems = (fields: readonly { word: string; field: string }[]): PuzzleProblem[] => {
  const counts = new Map<string, number>();
  for (const { word } of fields) {
    const key = normalizeWord(word);
    if (key !== '') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return fields
    .filter(({ word }) => (counts.get(normalizeWord(word)) ?? 0) > 1)
    .map(({ field }) => problem(field, 'WORD_REPEATED', 'This word appears more than once'));
};

/** A category's own problems; `prefix` names it inside a larger form. Words repeated across it included. */
export const categoryProblems = (category: CategoryInput, prefix = ''): PuzzleProblem[] => {
  const problems: PuzzleProblem[] = [];
  const name = category.name.trim();
  if (name === '')
    problems.push(problem(join(prefix, 'name'), 'CATEGORY_NAME_REQUIRED', 'Name the category'));
  else if (charLength(name) > CATEGORY_NAME_MAX_LENGTH)
    problems.push(
      problem(
        join(prefix, 'name'),
        'CATEGORY_NAME_TOO_LONG',
        `At most ${CATEGORY_NAME_MAX_LENGTH} characters`,
      ),
    );
  if (category.words.length !== WORDS_PER_CATEGORY)
    problems.push(
      problem(join(prefix, 'words'), 'CATEGORY_WORDS_COUNT_INVALID', `Exactly ${WORDS_PER_CATEGORY} words`),
    );
  for (const { word, field } of wordFields(category, prefix)) problems.push(...wordProblems(word, field));
  if (category.color !== undefined && category.color !== null && !isCategoryColor(category.color))
    problems.push(problem(join(prefix, 'color'), 'COLOR_INVALID', 'A colour looks like #a1b2c3'));
  return problems;
};

/** The category as it is stored: texts trimmed. */
export const trimCategory = <C extends CategoryInput>(category: C): C => ({
  ...category,
  name: category.name.trim(),
  words: category.words.map((word) => word.trim()),
  extraWord: category.extraWord.trim(),
});
