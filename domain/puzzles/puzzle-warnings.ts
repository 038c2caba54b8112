import { normalizeWord } from '../game/category';
import type { CategoryInput } from './category-check';
import { wordFields } from './category-check';
import { searchKey } from './search-key';

// What an editor should think twice about, though it may be published: a word or a category name that
// players met in the last weeks, and a word that gives its category away by standing in a category's name.

/** How far around a game's date earlier and later games count as "recent" for the warnings. */
export const RECENT_USE_DAYS = 60;

/** Other games' words and category names near the edited game's date (normalised keys -> dates). */
export interface RecentUse {
  readonly words: ReadonlyMap<string, readonly string[]>;
  readonly names: ReadonlyMap<string, readonly string[]>;
}

export type PuzzleWarning =
  | {
      readonly kind: 'recentWord';
      readonly field: string;
      readonly word: string;
      readonly dates: readonly string[];
    }
  | {
      readonly kind: 'recentCategory';
      readonly field: string;
      readonly name: string;
      readonly dates: readonly string[];
    }
  | {
      readonly kind: 'wordInName';
      readonly field: string;
      readonly word: string;
      /** The index of the category whose name holds the word. */
      readonly categoryIndex: number;
    };

/** A word shorter than this is too common a fragment ("a", "of") to give a name away. */
const NAME_HINT_MIN_LENGTH = 3;

const containsWord = (name: string, word: string): boolean => {
  const key = searchKey(word);
  return key.length >= NAME_HINT_MIN_LENGTH && searchKey(name).includes(key);
};

export const recentUseKey = (text: string): string => normalizeWord(text);

export const puzzleWarnings = (categories: readonly CategoryInput[], recent: RecentUse): PuzzleWarning[] => {
  const warnings: PuzzleWarning[] = [];
  categories.forEach((category, i) => {
    const nameDates = recent.names.get(recentUseKey(category.name));
    if (category.name.trim() !== '' && nameDates && nameDates.length > 0)
      warnings.push({
        kind: 'recentCategory',
        field: `categories.${i}.name`,
        name: category.name.trim(),
        dates: nameDates,
      });
    for (const { word, field } of wordFields(category, `categories.${i}`)) {
      if (word.trim() === '') continue;
      const dates = recent.words.get(recentUseKey(word));
      if (dates && dates.length > 0) warnings.push({ kind: 'recentWord', field, word: word.trim(), dates });
      const named = categories.findIndex((other) => containsWord(other.name, word));
      if (named >= 0) warnings.push({ kind: 'wordInName', field, word: word.trim(), categoryIndex: named });
    }
  });
  return warnings;
};
