import { WORDS_PER_CATEGORY } from '../../../../../domain/constants/scoring.constants';

// The player's picked words. At most three: a fourth pick is refused, not swapped in, so a stray tap never
// silently drops a word the player meant to keep.

export type Selection = readonly string[];

const isFull = (selection: Selection): boolean => selection.length >= WORDS_PER_CATEGORY;

export function toggle(selection: Selection, word: string): Selection {
  if (selection.includes(word)) return selection.filter((picked) => picked !== word);
  return isFull(selection) ? selection : [...selection, word];
}

/** After the grid changed (a solve, a switch, another device), words that left it are no longer picked. */
export function keepOnGrid(selection: Selection, grid: readonly (readonly string[])[]): Selection {
  const onGrid = new Set(grid.flat());
  const kept = selection.filter((word) => onGrid.has(word));
  return kept.length === selection.length ? selection : kept;
}
