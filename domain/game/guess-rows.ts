import { categoryIndexByWord, normalizeWord, type CategoryWords } from './category';

// How a player's guesses went without what they were: each attempt as the categories its words belong to.
// A shared result draws one row of coloured squares per guess from this (the genre's custom), and no word
// or category name can be read back from it.

/** A recorded attempt as this rule needs it: the words tried (a switched-in extra word among them). */
export interface TriedWords {
  readonly words: readonly string[];
}

/**
 * Every attempt in the order it was made, as the positions of its words' categories (`categories` in
 * position order, so a category's index is its position). A correct guess is three equal positions; an
 * extra word counts as its own category. Within a guess the positions are sorted: the record keeps no
 * picking order (its combination key sorts the words), and sorted rows read at a glance ("two of one,
 * one of another"). An attempt holding a word of no category cannot be coloured truthfully and is left out.
 */
export const guessRows = (
  categories: readonly CategoryWords[],
  attempts: readonly TriedWords[],
): number[][] => {
  const categoryOf = categoryIndexByWord(categories);
  return attempts.flatMap((attempt) => {
    const positions = attempt.words.map((word) => categoryOf.get(normalizeWord(word)));
    if (positions.length === 0 || positions.some((position) => position === undefined)) return [];
    return [(positions as number[]).sort((a, b) => a - b)];
  });
};
