import {
  categoryProblems,
  repeatedWordProblems,
  trimCategory,
  wordFields,
  type PuzzleProblem,
} from '../../../../../../domain/puzzles/category-check';
import {
  DEFAULT_CATEGORY_COLORS,
  WORDS_PER_CATEGORY,
} from '../../../../../../domain/constants/scoring.constants';
import type { CategoryFields } from '../api/categories-api';

// A category as an editor types it (bank entry, suggestion before approval): texts as typed, the colour
// either automatic (the game position's own) or picked. The checks are the domain's, the server's too.

export type ColorMode = 'auto' | 'own';

export interface CategoryDraft {
  readonly name: string;
  readonly words: readonly string[];
  readonly extraWord: string;
  readonly colorMode: ColorMode;
  /** The picked colour, kept while the mode is automatic so switching back restores it. */
  readonly color: string;
}

/** A picker needs some colour to start from: the palette's calm blue. */
const START_COLOR = DEFAULT_CATEGORY_COLORS[2];

export const emptyDraft = (): CategoryDraft => ({
  name: '',
  words: Array.from({ length: WORDS_PER_CATEGORY }, () => ''),
  extraWord: '',
  colorMode: 'auto',
  color: START_COLOR,
});

export const draftOf = (category: {
  name: string;
  words: readonly string[];
  extraWord: string;
  color?: string | null;
}): CategoryDraft => ({
  name: category.name,
  words: Array.from({ length: WORDS_PER_CATEGORY }, (_, i) => category.words[i] ?? ''),
  extraWord: category.extraWord,
  colorMode: category.color ? 'own' : 'auto',
  color: category.color ?? START_COLOR,
});

/** What is sent: texts trimmed, the colour null when automatic. */
export const fieldsOf = (draft: CategoryDraft): CategoryFields => {
  const trimmed = trimCategory({ name: draft.name, words: [...draft.words], extraWord: draft.extraWord });
  return { ...trimmed, color: draft.colorMode === 'own' ? draft.color.trim() : null };
};

/** Every problem of the draft, the repeated words included, once per field and code. */
export function draftProblems(draft: CategoryDraft): PuzzleProblem[] {
  const fields = fieldsOf(draft);
  const all = [...categoryProblems(fields), ...repeatedWordProblems(wordFields(fields))];
  const seen = new Set<string>();
  return all.filter((problem) => {
    const key = `${problem.field}:${problem.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The problems a 400 `CATEGORY_INVALID` carries in `details.problems` (the shape of the domain's). */
export function serverProblems(details: unknown): PuzzleProblem[] {
  if (!isRecord(details) || !Array.isArray(details.problems)) return [];
  return details.problems.filter(
    (problem): problem is PuzzleProblem =>
      isRecord(problem) && typeof problem.field === 'string' && typeof problem.code === 'string',
  );
}
