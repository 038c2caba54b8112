import { expect } from 'chai';
import { addControlPanelTexts } from '../../../web/src/features/control-panel/i18n/add-texts';
import { fieldLabel, problemText } from '../../../web/src/features/control-panel/games/editor/problem-text';
import { gamesErrorText } from '../../../web/src/features/control-panel/games/shared/games-errors';
import { fi } from '../../../web/src/i18n/resources/fi';
import { ApiError } from '../../../web/src/lib/api/errors';
import { appTranslators } from './texts-support';

const translators = () => appTranslators(addControlPanelTexts);

const failure = (status: number, code?: string) => new ApiError({ status, code, message: 'x' });

describe('Web | Control panel | games texts', () => {
  it('given a failure without a known code then the spec fallbacks in English and their Finnish', () => {
    const { fi: tFi, en: tEn } = translators();
    const cases = {
      fetch: 'Failed to fetch games',
      nextDate: 'Failed to fetch next available date',
      create: 'Failed to create game',
      update: 'Failed to update game',
      delete: 'Failed to delete game',
      publish: 'Failed to publish game',
    } as const;
    for (const [fallback, text] of Object.entries(cases)) {
      expect(gamesErrorText(tEn, failure(500), fallback as keyof typeof cases)).to.equal(text);
      const finnish = gamesErrorText(tFi, failure(500), fallback as keyof typeof cases);
      expect(finnish).to.match(/epäonnistui$/);
    }
  });

  it('given a known code then its own text; a network failure the shared one; the chunk keeps the app title', () => {
    const { fi: tFi, en: tEn } = translators();
    expect(gamesErrorText(tEn, failure(409, 'GAME_LOCKED'), 'update')).to.match(/played on its day/);
    expect(gamesErrorText(tFi, failure(0, 'NETWORK_ERROR'), 'fetch')).to.equal(fi.errors.network);
    expect(tFi('controlPanel.title')).to.equal('Hallintapaneeli');
  });

  it('given problems and field paths then texts by code and places in words', () => {
    const { fi: tFi, en: tEn } = translators();
    expect(problemText(tEn, { code: 'WORD_TOO_LONG', message: '' })).to.equal('At most 30 characters');
    expect(problemText(tFi, { code: 'WORD_REQUIRED', message: '' })).to.equal('Kirjoita sana');
    expect(problemText(tEn, { code: 'SOMETHING_NEW' as never, message: 'As the server said' })).to.equal(
      'As the server said',
    );
    expect(fieldLabel(tEn, 'categories.2.words.1')).to.equal('Category 3 · Word 2');
    expect(fieldLabel(tFi, 'categories.0.extraWord')).to.equal('Kategoria 1 · Vaihtosana');
    expect(fieldLabel(tEn, 'title')).to.equal('Title');
  });
});
