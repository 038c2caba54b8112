import { GRID_COLUMNS } from '../constants/scoring.constants';
import { categoryIndexByWord, normalizeWord, type CategoryWords, type SwitchedWordPair } from './category';

export type GridRows = readonly (readonly string[])[];

export const chunkIntoRows = (words: readonly string[]): string[][] => {
  const rows: string[][] = [];
  for (let i = 0; i < words.length; i += GRID_COLUMNS) rows.push(words.slice(i, i + GRID_COLUMNS));
  return rows;
};

/**
 * The published layout: a Fisher-Yates shuffle of the 15 words, cut into rows of three. It is stored with
 * the game so every player of the day sees the same grid. `random` returns a number in [0, 1).
 */
export const layoutGrid = (words: readonly string[], random: () => number): string[][] => {
  const shuffled = [...words];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
  }
  return chunkIntoRows(shuffled);
};

/** Switched words are replaced in place, so the rest of the grid does not move under the player. */
export const applySwitches = (layout: GridRows, pairs: readonly SwitchedWordPair[]): string[][] => {
  const replacements = new Map(pairs.map((pair) => [normalizeWord(pair.oldWord), pair.newWord]));
  return layout.map((row) => row.map((word) => replacements.get(normalizeWord(word)) ?? word));
};

export interface GridState {
  readonly gridLayout: GridRows;
  readonly switchedWordPairs: readonly SwitchedWordPair[];
  readonly categories: readonly CategoryWords[];
  readonly solved: readonly number[];
}

/**
 * The current unsolved grid the player sees and whose rows `rowIndex` counts: the layout after switches,
 * without the words of solved categories, the remaining words keeping their order and closing up into
 * rows of three (solved categories are shown above the grid instead).
 */
export const currentGrid = ({ gridLayout, switchedWordPairs, categories, solved }: GridState): string[][] => {
  const categoryOf = categoryIndexByWord(categories);
  const remaining = applySwitches(gridLayout, switchedWordPairs)
    .flat()
    .filter((word) => !solved.includes(categoryOf.get(normalizeWord(word)) ?? -1));
  return chunkIntoRows(remaining);
};
