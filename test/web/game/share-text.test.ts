import { expect } from 'chai';
import i18next, { type TFunction } from 'i18next';
import {
  emojiRows,
  shareSummary,
  shareText,
  siteLink,
} from '../../../web/src/features/game/model/share-text';
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
const LINK = 'https://sanaryhmat.example/en/';

describe('Web | Game | share text', () => {
  it('given recorded guesses then one row per guess in order, each square its word’s group, the switch marked, then the link', async () => {
    const t = await translator('en');
    const result = aResult({
      mistakes: 2,
      switchedWords: [3],
      completedCategories: [0, 2, 1, 3, 4],
      guesses: [
        [0, 0, 0],
        [1, 2, 2],
        [1, 3, 4],
        [2, 2, 2],
        [1, 1, 1],
        [3, 3, 3],
        [4, 4, 4],
      ],
    });
    expect(shareText(result, t, 'en', LINK).split('\n')).to.deep.equal([
      'Word Groups #12 · 8,421 pts · 2 mistakes · 1 switch',
      '🟨🟨🟨',
      '🟩🟦🟦',
      '🟩🟪🟧',
      '🟦🟦🟦',
      '🟩🟩🟩',
      '🟪🟪🟪 🔄',
      '🟧🟧🟧',
      LINK,
    ]);
  });

  it('marks only the row that solved a switched group, not a miss that held one of its words', async () => {
    const result = aResult({
      switchedWords: [1],
      guesses: [
        [1, 1, 2],
        [1, 1, 1],
      ],
    });
    expect(emojiRows(result)).to.deep.equal(['🟩🟩🟦', '🟩🟩🟩 🔄']);
  });

  it('given a loss then its guesses alone are shared: no blank rows, and no word or group name anywhere', async () => {
    const t = await translator('en');
    const result = aResult({
      score: 0,
      gameStatus: 'lost',
      mistakes: 19,
      completedCategories: [1],
      switchedWords: [],
      guesses: [[1, 1, 1], ...Array.from({ length: 19 }, () => [0, 2, 4])],
    });
    const lines = shareText(result, t, 'en', LINK).split('\n');
    expect(lines[0]).to.equal('Word Groups #12 · out of points · 19 mistakes · 0 switches');
    expect(lines.slice(1, -1)).to.deep.equal(['🟩🟩🟩', ...Array(19).fill('🟨🟦🟧')]);
    const text = lines.join('\n');
    for (const category of result.categories) {
      for (const word of [...category.words, category.extraWord, category.name])
        expect(text).to.not.contain(word);
    }
  });

  it('given a result without recorded guesses (an older game) then a row per group in solve order, blank rows for the rest', async () => {
    const t = await translator('en');
    const result = aResult({ score: 0, gameStatus: 'lost', completedCategories: [1, 3], switchedWords: [3] });
    expect(shareText(result, t, 'en', LINK).split('\n').slice(1)).to.deep.equal([
      '🟩🟩🟩',
      '🟪🟪🟪 🔄',
      '⬜⬜⬜',
      '⬜⬜⬜',
      '⬜⬜⬜',
      LINK,
    ]);
  });

  it('in Finnish with plural counts and a Finnish thousands separator', async () => {
    const t = await translator('fi');
    const text = shareText(aResult({ mistakes: 2, switchedWords: [] }), t, 'fi', LINK);
    expect(text.split('\n')[0]).to.equal(`Sanaryhmät #12 · 8${NBSP}421 p · 2 virhettä · 0 vaihtoa`);
  });

  it('given a forfeit then the headline says so', async () => {
    const t = await translator('fi');
    const result = aResult({ score: 0, forfeit: true, gameStatus: 'forfeit', completedCategories: [] });
    expect(shareText(result, t, 'fi', LINK).split('\n')[0]).to.contain('luovutettu');
    expect(emojiRows(result)).to.have.length(5);
  });

  it("links to the instance's public address: the page's origin and the instance path", () => {
    expect(siteLink('https://sanaryhmat.example', '/fi')).to.equal('https://sanaryhmat.example/fi/');
    expect(siteLink('http://localhost:4123', '/en')).to.equal('http://localhost:4123/en/');
  });

  it('reads out the solve order in words for screen readers', async () => {
    const t = await translator('en');
    const result = aResult({
      completedCategories: [1, 0],
      switchedWords: [0],
      guesses: [
        [1, 1, 1],
        [0, 0, 0],
      ],
    });
    expect(shareSummary(result, t)).to.equal('Solved in this order: Category 1, Category 0 (with a switch).');
    expect(shareSummary(aResult({ completedCategories: [] }), t)).to.equal('No groups solved.');
  });
});
