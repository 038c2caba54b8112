// A category as the editor stores it (DESIGN 5). Rules that only need the words take `CategoryWords`.
export interface CategoryWords {
  readonly words: readonly string[];
  readonly extraWord: string;
}

export interface Category extends CategoryWords {
  readonly name: string;
  /** 0-4, the editor's difficulty order. */
  readonly position: number;
  readonly color: string;
  readonly createdBy: string;
}

/** One performed switch: `oldWord` left the grid, `newWord` (the category's extra word) took its place. */
export interface SwitchedWordPair {
  readonly oldWord: string;
  readonly newWord: string;
}

/** Words are told apart trimmed and case-insensitively, as the editor's distinctness rule does. */
export const normalizeWord = (word: string): string => word.trim().toLowerCase();

/** Maps every word of every category, extra words included, to the index of its category. */
export const categoryIndexByWord = (categories: readonly CategoryWords[]): ReadonlyMap<string, number> => {
  const index = new Map<string, number>();
  categories.forEach((category, categoryIndex) => {
    for (const word of [...category.words, category.extraWord]) index.set(normalizeWord(word), categoryIndex);
  });
  return index;
};
