import * as E from 'fp-ts/Either';
import { WORDS_PER_CATEGORY } from '../constants/scoring.constants';
import { domainError, type DomainError } from '../errors/domain-error';
import { categoryIndexByWord, normalizeWord, type CategoryWords } from './category';
import { combinationKey } from './combination-key';
import type { GridRows } from './grid';

export interface SelectionContext {
  /** The current unsolved grid (see `currentGrid`). */
  readonly grid: GridRows;
  readonly categories: readonly CategoryWords[];
  readonly solved: readonly number[];
  /** Combination keys of the player's earlier wrong attempts for this date. */
  readonly triedKeys: readonly string[];
}

export type SelectionResult =
  | { readonly kind: 'correct'; readonly categoryIndex: number; readonly key: string }
  | { readonly kind: 'wrong'; readonly oneAway: boolean; readonly key: string }
  | { readonly kind: 'alreadyTried'; readonly oneAway: boolean; readonly key: string };

export type SelectionErrorCode =
  'SELECTION_SIZE_INVALID' | 'SELECTION_DUPLICATE_WORD' | 'SELECTION_WORD_NOT_IN_GRID';
export type SelectionError = DomainError<SelectionErrorCode>;

/** Resolves the client's words to the grid's own spelling, so the key never depends on client casing. */
const resolveSelection = (
  selected: readonly string[],
  grid: GridRows,
): E.Either<SelectionError, string[]> => {
  if (selected.length !== WORDS_PER_CATEGORY) {
    return E.left(
      domainError('SELECTION_SIZE_INVALID', `Select exactly ${WORDS_PER_CATEGORY} words`, 'selectedWords'),
    );
  }
  const gridWords = new Map(grid.flat().map((word) => [normalizeWord(word), word]));
  const resolved = selected.map((word) => gridWords.get(normalizeWord(word)));
  if (resolved.some((word) => word === undefined)) {
    return E.left(
      domainError('SELECTION_WORD_NOT_IN_GRID', 'A selected word is not in the grid', 'selectedWords'),
    );
  }
  if (new Set(resolved).size !== resolved.length) {
    return E.left(domainError('SELECTION_DUPLICATE_WORD', 'The selected words must differ', 'selectedWords'));
  }
  return E.right(resolved as string[]);
};

/** Judges one attempt (DESIGN 5). A wrong attempt costs a mistake unless its key was tried before. */
export const checkSelection = (
  selected: readonly string[],
  context: SelectionContext,
): E.Either<SelectionError, SelectionResult> =>
  E.map((words: string[]): SelectionResult => {
    const categoryOf = categoryIndexByWord(context.categories);
    const indexes = words.map((word) => categoryOf.get(normalizeWord(word)) ?? -1);
    const key = combinationKey(words) as string;
    const first = indexes[0] as number;
    if (first >= 0 && !context.solved.includes(first) && indexes.every((index) => index === first)) {
      return { kind: 'correct', categoryIndex: first, key };
    }
    const oneAway = indexes.some(
      (index) => index >= 0 && indexes.filter((other) => other === index).length === 2,
    );
    return context.triedKeys.includes(key)
      ? { kind: 'alreadyTried', oneAway, key }
      : { kind: 'wrong', oneAway, key };
  })(resolveSelection(selected, context.grid));
