import type { SortKey, Sorting } from '../../../../../contracts/scoreboard.codec';

export { DEFAULT_SORTING, type Sorting } from '../../../../../contracts/scoreboard.codec';

/** A column header pressed: the same column turns its order around, another column starts best first. */
export const nextSorting = (current: Sorting, sortBy: SortKey): Sorting =>
  current.sortBy === sortBy
    ? { sortBy, sortOrder: current.sortOrder === 'desc' ? 'asc' : 'desc' }
    : { sortBy, sortOrder: 'desc' };

/** The value of `aria-sort` on a column header. */
export const ariaSort = (current: Sorting, column: SortKey): 'ascending' | 'descending' | 'none' =>
  current.sortBy !== column ? 'none' : current.sortOrder === 'asc' ? 'ascending' : 'descending';
