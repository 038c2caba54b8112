import { normalizeWord, type SwitchedWordPair } from '../../../../../domain/game/category';

/**
 * The switch made in a category, for the game-over list: a switch always brings in the category's extra
 * word, so the pair whose new word is that extra word is the one. Null when the category was not switched
 * (or the answer predates the pairs).
 */
export const switchedPairOf = (
  extraWord: string,
  pairs: readonly SwitchedWordPair[] | undefined,
): SwitchedWordPair | null =>
  pairs?.find((pair) => normalizeWord(pair.newWord) === normalizeWord(extraWord)) ?? null;
