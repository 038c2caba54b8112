import * as E from 'fp-ts/Either';
import { CATEGORY_COUNT, WORDS_PER_CATEGORY } from '../constants/scoring.constants';
import { domainError, type DomainError } from '../errors/domain-error';
import { normalizeWord, type CategoryWords } from './category';

export interface CategoryDraft extends CategoryWords {
  readonly name: string;
  readonly position: number;
}

export type GameDefinitionErrorCode =
  | 'GAME_CATEGORY_COUNT_INVALID'
  | 'GAME_CATEGORY_INCOMPLETE'
  | 'GAME_CATEGORY_POSITIONS_INVALID'
  | 'GAME_WORDS_NOT_DISTINCT';

const fail = (code: GameDefinitionErrorCode, message: string) =>
  E.left(domainError(code, message, 'categories'));
const filled = (text: string): boolean => text.trim().length > 0;

/**
 * DESIGN 5: a playable game has 5 complete categories at positions 0-4 and 20 distinct words. Checked
 * before publishing, because the selection and switch rules find a word's category by the word alone.
 */
export const validateGameCategories = <T extends CategoryDraft>(
  categories: readonly T[],
): E.Either<DomainError<GameDefinitionErrorCode>, readonly T[]> => {
  if (categories.length !== CATEGORY_COUNT) {
    return fail('GAME_CATEGORY_COUNT_INVALID', `A game has exactly ${CATEGORY_COUNT} categories`);
  }
  const complete = (c: T) =>
    filled(c.name) && filled(c.extraWord) && c.words.length === WORDS_PER_CATEGORY && c.words.every(filled);
  if (!categories.every(complete)) {
    return fail(
      'GAME_CATEGORY_INCOMPLETE',
      `Each category needs a name, ${WORDS_PER_CATEGORY} words and an extra word`,
    );
  }
  const positions = new Set(categories.map((c) => c.position));
  if (![...Array(CATEGORY_COUNT).keys()].every((position) => positions.has(position))) {
    return fail(
      'GAME_CATEGORY_POSITIONS_INVALID',
      `Category positions must be 0-${CATEGORY_COUNT - 1}, each once`,
    );
  }
  const words = categories.flatMap((c) => [...c.words, c.extraWord]).map(normalizeWord);
  if (new Set(words).size !== words.length) {
    return fail('GAME_WORDS_NOT_DISTINCT', 'All words of a game must be distinct');
  }
  return E.right(categories);
};
