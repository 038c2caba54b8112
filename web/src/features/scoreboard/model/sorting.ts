import type { SortKey, SortOrder } from '../../../../../contracts/scoreboard.codec';

export interface Sorting {
  readonly sortBy: SortKey;
  readonly sortOrder: SortOrder;
}

/** Spec 3, scoreboard preferences: the performance index, best first. */
export const DEFAULT_SORTING: Sorting = { sortBy: 'performanceIndex', sortOrder: 'desc' };

/** A column header pressed: the same column turns its order around, another column starts best first. */
export const nextSorting = (current: Sorting, sortBy: SortKey): Sorting =>
  current.sortBy === sortBy
    ? { sortBy, sortOrder: current.sortOrder === 'desc' ? 'asc' : 'desc' }
    : { sortBy, sortOrder: 'desc' };

/** The value of `aria-sort` on a column header. */
export const ariaSort = (current: Sorting, column: SortKey): 'ascending' | 'descending' | 'none' =>
  current.sortBy !== column ? 'none' : current.sortOrder === 'asc' ? 'ascending' : 'descending';
