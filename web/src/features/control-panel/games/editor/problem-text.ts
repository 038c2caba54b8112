import type { TFunction } from 'i18next';
import {
  CATEGORY_NAME_MAX_LENGTH,
  GAME_TITLE_MAX_LENGTH,
  GAME_WORD_MAX_LENGTH,
} from '../../../../../../domain/constants/scoring.constants';
import { COMBINATION_KEY_SEPARATOR } from '../../../../../../domain/game/combination-key';
import type { PuzzleProblem } from '../../../../../../domain/puzzles/category-check';
import type { PuzzleWarning } from '../../../../../../domain/puzzles/puzzle-warnings';
import { formatShortDate } from '../../../../lib/format-date';
import { cpFi } from '../../i18n/fi';

// The domain's problems and warnings in the editor's language, by their code (the domain's English
// message is the last resort for a code these texts do not know yet).

type ProblemCode = keyof typeof cpFi.games.problems;
const isKnownCode = (code: string): code is ProblemCode => Object.hasOwn(cpFi.games.problems, code);

const LIMITS = {
  nameMax: CATEGORY_NAME_MAX_LENGTH,
  wordMax: GAME_WORD_MAX_LENGTH,
  titleMax: GAME_TITLE_MAX_LENGTH,
  separator: COMBINATION_KEY_SEPARATOR,
};

export const problemText = (t: TFunction, problem: Pick<PuzzleProblem, 'code' | 'message'>): string =>
  isKnownCode(problem.code) ? t(`controlPanel.games.problems.${problem.code}`, LIMITS) : problem.message;

/** Where a problem is, for a list away from the fields (the list's publish, the editor's summary). */
export function fieldLabel(t: TFunction, field: string): string {
  if (field === 'title' || field === 'date') return t(`controlPanel.games.fields.${field}`);
  const match = /^categories\.(\d+)(?:\.(name|words|extraWord|color)(?:\.(\d+))?)?$/.exec(field);
  if (match === null) return field === 'categories' ? t('controlPanel.games.fields.categories') : field;
  const category = t('controlPanel.games.fields.slot', { number: Number(match[1]) + 1 });
  const part = match[2];
  if (part === undefined) return category;
  const detail =
    part === 'words' && match[3] !== undefined
      ? t('controlPanel.games.fields.word', { number: Number(match[3]) + 1 })
      : t(`controlPanel.games.fields.${part as 'name' | 'words' | 'extraWord' | 'color'}`);
  return `${category} · ${detail}`;
}

const SHOWN_DATES = 3;

/** The dates of a recent use, newest first: at most three, and how many more. */
export function datesText(t: TFunction, dates: readonly string[], language: string): string {
  const shown = dates.slice(0, SHOWN_DATES).map((date) => formatShortDate(date, language) ?? date);
  const more = dates.length - shown.length;
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(shown);
  return more > 0 ? t('controlPanel.games.warnings.moreDates', { list, count: more }) : list;
}

export function warningText(t: TFunction, warning: PuzzleWarning, language: string): string {
  switch (warning.kind) {
    case 'recentWord':
      return t('controlPanel.games.warnings.recentWord', {
        word: warning.word,
        dates: datesText(t, warning.dates, language),
      });
    case 'recentCategory':
      return t('controlPanel.games.warnings.recentCategory', {
        name: warning.name,
        dates: datesText(t, warning.dates, language),
      });
    case 'wordInName':
      return t('controlPanel.games.warnings.wordInName', {
        word: warning.word,
        number: warning.categoryIndex + 1,
      });
  }
}
