import { expect } from 'chai';
import i18next, { type TFunction } from 'i18next';
import { emojiRows, shareSummary, shareText } from '../../../web/src/features/game/model/share-text';
import { en } from '../../../web/src/i18n/resources/en';
import { fi } from '../../../web/src/i18n/resources/fi';
import { aResult } from '../support/game-builders';

async function translator(language: 'fi' | 'en'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { fi: { translation: fi }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const NBSP = '\u00a0';

describe('Web | Game | share text', () => {
  it('given a win then the headline has number, points, mistakes and switches, and rows follow the solve order', async () => {
    const t = await translator('en');
    const text = shareText(aResult({ completedCategories: [0, 2, 1, 3, 4], switchedWords: [3] }), t, 'en');
    expect(text.split('\n')).to.deep.equal([
      'Word Groups #12 · 8,421 pts · 1 mistake · 1 switch',
      '🟨🟨🟨',
      '🟦🟦🟦',
      '🟩🟩🟩',
      '🟪🟪🟪 🔄',
      '🟧🟧🟧',
    ]);
  });

  it('in Finnish with plural counts and a Finnish thousands separator', async () => {
    const t = await translator('fi');
    const text = shareText(aResult({ mistakes: 2, switchedWords: [] }), t, 'fi');
    expect(text.split('\n')[0]).to.equal(`Sanaryhmät #12 · 8${NBSP}421 p · 2 virhettä · 0 vaihtoa`);
  });

  it('given a loss then no score is claimed and the unsolved groups are blank rows; no word of the puzzle appears', async () => {
    const t = await translator('en');
    const result = aResult({ score: 0, gameStatus: 'lost', completedCategories: [1], switchedWords: [] });
    const text = shareText(result, t, 'en');
    expect(text.split('\n')).to.deep.equal([
      'Word Groups #12 · out of points · 1 mistake · 0 switches',
      '🟩🟩🟩',
      '⬜⬜⬜',
      '⬜⬜⬜',
      '⬜⬜⬜',
      '⬜⬜⬜',
    ]);
    for (const category of result.categories) {
      for (const word of [...category.words, category.name]) expect(text).to.not.contain(word);
    }
  });

  it('given a forfeit then the headline says so', async () => {
    const t = await translator('fi');
    const result = aResult({ score: 0, forfeit: true, gameStatus: 'forfeit', completedCategories: [] });
    expect(shareText(result, t, 'fi').split('\n')[0]).to.contain('luovutettu');
    expect(emojiRows(result)).to.have.length(5);
  });

  it('reads out the solve order in words for screen readers', async () => {
    const t = await translator('en');
    const result = aResult({ completedCategories: [1, 0], switchedWords: [0] });
    expect(shareSummary(result, t)).to.equal('Solved in this order: Category 1, Category 0 (with a switch).');
    expect(shareSummary(aResult({ completedCategories: [] }), t)).to.equal('No groups solved.');
  });
});
