import type { CategoryWords } from '../game/category';
import { normalizeWord } from '../game/category';
import { layoutGrid, type GridRows } from '../game/grid';

/**
 * The grid after an edit: every word keeps its cell, and a changed word takes the cell of the word it
 * replaced (same category, same place), so fixing a typo does not reshuffle a grid the editor approved.
 * Without a layout that holds exactly the old words, a new one is drawn.
 */
export const carryLayout = (
  layout: GridRows | null,
  before: readonly CategoryWords[],
  after: readonly CategoryWords[],
  random: () => number,
): string[][] => {
  const draw = () =>
    layoutGrid(
      after.flatMap((category) => category.words),
      random,
    );
  if (layout === null || before.length !== after.length) return draw();
  const replacement = new Map<string, string>();
  before.forEach((category, i) =>
    category.words.forEach((word, j) => replacement.set(normalizeWord(word), after[i]?.words[j] ?? '')),
  );
  const cells = layout.flat();
  if (cells.length !== replacement.size || !cells.every((word) => replacement.has(normalizeWord(word)))) {
    return draw();
  }
  return layout.map((row) => row.map((word) => replacement.get(normalizeWord(word)) as string));
};
