import { expect } from 'chai';
import type { PuzzleProblemCode } from '../../../../domain/puzzles/category-check';
import { SUGGESTION_STATUSES } from '../../../../domain/suggestions/suggestion-status';
import type { CategoriesKey } from '../../../../web/src/features/control-panel/categories/i18n/messages';
import { registerCategoriesTexts } from '../../../../web/src/features/control-panel/categories/i18n/texts';
import { problemText } from '../../../../web/src/features/control-panel/categories/model/problem-text';
import { tabTranslators } from '../texts-support';

const CODES: PuzzleProblemCode[] = [
  'CATEGORY_NAME_REQUIRED',
  'CATEGORY_NAME_TOO_LONG',
  'CATEGORY_WORDS_COUNT_INVALID',
  'WORD_REQUIRED',
  'WORD_TOO_LONG',
  'WORD_SEPARATOR',
  'WORD_REPEATED',
  'COLOR_INVALID',
];

describe('Web | Control panel | categories tab texts', () => {
  const t = tabTranslators<CategoriesKey>(registerCategoriesTexts, 'controlPanelCategories');

  it("given every problem of the domain's category check then a text of its own in both languages, figures filled in", () => {
    for (const language of ['fi', 'en'] as const)
      for (const code of CODES) {
        const text = problemText(t[language], { code, message: 'the server said' });
        expect(text, `${language} ${code}`).to.not.match(/{{|controlPanelCategories|the server said/);
      }
    expect(problemText(t.en, { code: 'WORD_TOO_LONG', message: '' })).to.equal(
      'A word can be at most 30 characters',
    );
    expect(problemText(t.fi, { code: 'WORD_SEPARATOR', message: '' })).to.equal(
      'Sana ei voi sisältää merkkiä ”|”',
    );
  });

  it('given a code the tab does not know then the words the server sent', () => {
    expect(problemText(t.fi, { code: 'SOMETHING_NEW', message: 'Something new' })).to.equal('Something new');
  });

  it('given every review status then a filter label and an empty note in both languages', () => {
    for (const language of ['fi', 'en'] as const)
      for (const status of SUGGESTION_STATUSES) {
        expect(t[language](`review.statuses.${status}`)).to.not.contain('review.');
        expect(t[language](`review.empty.${status}`)).to.not.contain('review.');
      }
  });

  it('given counts then Finnish and English plurals', () => {
    expect(t.fi('bank.count', { count: 1 })).to.equal('1 kategoria');
    expect(t.en('usage.summary', { count: 3, date: '12/11/2026' })).to.equal(
      'Used on 3 dates, last 12/11/2026',
    );
    expect(t.fi('import.problems', { count: 2 })).to.match(/^2 korjattavaa kohtaa/);
  });
});
