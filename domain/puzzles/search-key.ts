// Names and words are found however they were typed: case and accents do not matter (DESIGN 11), so
// "Paa" finds "Pää". The same key is stored beside a category and computed from a query.

const MARKS = /\p{M}/gu;
const SPACES = /\s+/g;

export const searchKey = (text: string): string =>
  text.normalize('NFD').replace(MARKS, '').toLowerCase().replace(SPACES, ' ').trim();

/** What a category is found by: its name and every word, one key. */
export const categorySearchKey = (category: {
  name: string;
  words: readonly string[];
  extraWord: string;
}): string => searchKey([category.name, ...category.words, category.extraWord].join(' '));
