import type { ManagedGameView } from '../../../../../../contracts/manage-games.codec';
import { normalizeWord, type CategoryWords } from '../../../../../../domain/game/category';
import { layoutGrid } from '../../../../../../domain/game/grid';
import { carryLayout } from '../../../../../../domain/puzzles/layout-carry';

// The grid the preview and the play-test show. A saved game has the layout players will get; a puzzle
// changed since (or never saved) gets the server's rule for an edit applied here (carryLayout: changed
// words take the cells of the words they replace), marked provisional, since the server draws it anew
// when it stores a changed set of words.

export interface PreviewLayout {
  readonly rows: string[][];
  /** Not the stored layout: the server decides the final one when the game is saved. */
  readonly provisional: boolean;
}

/** A small, fast PRNG (mulberry32) from a text seed, so the same seed draws the same grid on every render. */
export function seededRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const wordsKey = (categories: readonly CategoryWords[]): string =>
  JSON.stringify(categories.map((category) => category.words.map(normalizeWord)));

const sortedByPosition = (game: ManagedGameView) =>
  [...game.categories].sort((a, b) => a.position - b.position);

/**
 * The preview of `categories` (all words filled and distinct). `seed` keeps a provisional draw still
 * while the editor types: a fixed seed is a fixed shuffle of cells, so a changed word keeps its cell.
 */
export function previewLayout(
  saved: ManagedGameView | null,
  categories: readonly CategoryWords[],
  seed: string,
): PreviewLayout {
  const stored = saved?.gridLayout ?? null;
  const before = saved === null ? [] : sortedByPosition(saved);
  if (stored !== null && wordsKey(before) === wordsKey(categories)) {
    return { rows: stored.map((row) => [...row]), provisional: false };
  }
  const random = seededRandom(seed);
  const rows =
    stored === null
      ? layoutGrid(
          categories.flatMap((category) => category.words),
          random,
        )
      : carryLayout(stored, before, categories, random);
  return { rows, provisional: true };
}
