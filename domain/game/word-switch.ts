import * as E from 'fp-ts/Either';
import { domainError, type DomainError } from '../errors/domain-error';
import { categoryIndexByWord, normalizeWord, type CategoryWords, type SwitchedWordPair } from './category';
import type { GridRows } from './grid';

export interface SwitchContext {
  /** The current unsolved grid (see `currentGrid`); `rowIndex` counts its rows. */
  readonly grid: GridRows;
  readonly categories: readonly CategoryWords[];
  readonly solved: readonly number[];
  /** Indexes of categories already switched: each category can be switched once. */
  readonly switched: readonly number[];
}

export interface SwitchOutcome {
  readonly rowIndex: number;
  readonly columnIndex: number;
  readonly categoryIndex: number;
  readonly pair: SwitchedWordPair;
  readonly grid: string[][];
}

export type SwitchErrorCode = 'SWITCH_ROW_INVALID' | 'SWITCH_NO_ELIGIBLE_WORD';
export type SwitchError = DomainError<SwitchErrorCode>;

/**
 * DESIGN 5: the first word of the row, left to right, whose category is unsolved and not yet switched is
 * replaced in place by that category's extra word. The server chooses the word, so a client cannot pick
 * which category it spends its switch on beyond choosing the row.
 */
export const switchWord = (
  rowIndex: number,
  context: SwitchContext,
): E.Either<SwitchError, SwitchOutcome> => {
  const row = Number.isInteger(rowIndex) ? context.grid[rowIndex] : undefined;
  if (row === undefined) {
    return E.left(domainError('SWITCH_ROW_INVALID', 'No such row in the current grid', 'rowIndex'));
  }
  const categoryOf = categoryIndexByWord(context.categories);
  const isEligible = (index: number | undefined): index is number =>
    index !== undefined && !context.solved.includes(index) && !context.switched.includes(index);
  const columnIndex = row.findIndex((word) => isEligible(categoryOf.get(normalizeWord(word))));
  if (columnIndex < 0) {
    return E.left(domainError('SWITCH_NO_ELIGIBLE_WORD', 'No word of this row can be switched', 'rowIndex'));
  }
  const oldWord = row[columnIndex] as string;
  const categoryIndex = categoryOf.get(normalizeWord(oldWord)) as number;
  const newWord = (context.categories[categoryIndex] as CategoryWords).extraWord;
  const grid = context.grid.map((cells, r) =>
    cells.map((word, c) => (r === rowIndex && c === columnIndex ? newWord : word)),
  );
  return E.right({ rowIndex, columnIndex, categoryIndex, pair: { oldWord, newWord }, grid });
};
