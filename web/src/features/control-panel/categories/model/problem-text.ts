import {
  CATEGORY_NAME_MAX_LENGTH,
  GAME_WORD_MAX_LENGTH,
} from '../../../../../../domain/constants/scoring.constants';
import { COMBINATION_KEY_SEPARATOR } from '../../../../../../domain/game/combination-key';
import type { PuzzleProblemCode } from '../../../../../../domain/puzzles/category-check';
import type { CategoriesT } from '../i18n/texts';
import { fi } from '../i18n/fi';

// A problem of the domain's category check in the editor's language, by its code; a code this tab has no
// text for (a newer server) shows the server's own words rather than nothing.

const PARAMS = {
  nameMax: CATEGORY_NAME_MAX_LENGTH,
  wordMax: GAME_WORD_MAX_LENGTH,
  separator: COMBINATION_KEY_SEPARATOR,
};

export const isKnownProblemCode = (code: string): code is PuzzleProblemCode =>
  Object.hasOwn(fi.problems, code);

export const problemText = (t: CategoriesT, problem: { code: string; message: string }): string =>
  isKnownProblemCode(problem.code) ? t(`problems.${problem.code}`, PARAMS) : problem.message;

/** The label of a problem's field (`words.1` is the second word); empty for the item as a whole. */
export function fieldLabel(t: CategoriesT, field: string): string {
  const word = /^words\.(\d+)$/.exec(field);
  if (word !== null) return t('fields.word', { number: Number(word[1]) + 1 });
  switch (field) {
    case 'name':
      return t('fields.name');
    case 'words':
      return t('fields.words');
    case 'extraWord':
      return t('fields.extraWord');
    case 'color':
      return t('fields.color');
    default:
      return '';
  }
}
