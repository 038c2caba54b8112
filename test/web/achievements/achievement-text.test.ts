import { expect } from 'chai';
import { ALL_ACHIEVEMENT_TYPES } from '../../../domain/achievements/achievement-types';
import { achievementText } from '../../../web/src/features/achievements/model/achievement-text';
import { translators } from './texts';

const { fi, en } = translators();
const LANGUAGES = [
  ['fi', fi],
  ['en', en],
] as const;

describe('Web | Achievements | names and descriptions', () => {
  for (const [language, t] of LANGUAGES) {
    it(`given every type of the catalogue then a name and a description in ${language}, every placeholder filled`, () => {
      for (const type of ALL_ACHIEVEMENT_TYPES) {
        const text = achievementText(t, language, type);
        expect(text, type).to.not.equal(null);
        expect(text?.name, type)
          .to.be.a('string')
          .and.not.match(/{{|}}|^achievements\./);
        expect(text?.description, type)
          .to.be.a('string')
          .and.not.match(/{{|}}|^achievements\./);
      }
    });

    it(`given every type then no two share a name in ${language}, so every tier can be told apart`, () => {
      const names = ALL_ACHIEVEMENT_TYPES.map((type) => achievementText(t, language, type)?.name);
      expect(new Set(names).size).to.equal(names.length);
    });
  }

  it('given a time tier then minutes and seconds, and a score tier then a number of the language', () => {
    expect(achievementText(en, 'en', 'TIME_60')?.name).to.equal('Done in 1:00');
    expect(achievementText(fi, 'fi', 'SPEED_LOSS_30')?.description).to.contain('0:30');
    expect(achievementText(en, 'en', 'SCORE_9100')?.name).to.equal('9,100 points');
    expect(achievementText(fi, 'fi', 'SCORE_10000')?.name).to.match(/^10\s000 pistettä$/);
  });

  it('given the first tier of suggestions or invites then the singular text', () => {
    expect(achievementText(en, 'en', 'SUGGESTIONS_1')?.name).to.equal('First suggestion');
    expect(achievementText(en, 'en', 'SUGGESTIONS_5')?.name).to.equal('5 suggestions');
    expect(achievementText(fi, 'fi', 'INVITES_1')?.name).to.equal('Ensimmäinen kutsu');
  });

  it("given a single achievement then its rule's threshold from the domain", () => {
    expect(achievementText(en, 'en', 'CLOSE_CALL')?.description).to.contain('50');
    expect(achievementText(en, 'en', 'SMOOTH_BRAIN')?.description).to.contain('15');
    expect(achievementText(fi, 'fi', 'SWITCHES_5_WIN')?.description).to.contain('5');
  });

  it('given LOSING_STREAK_3 then the losing text, never the winning streak one', () => {
    expect(achievementText(en, 'en', 'LOSING_STREAK_3')?.name).to.equal('3 losses in a row');
  });

  it('given a type this version does not know then null, for the view to fall back on', () => {
    expect(achievementText(en, 'en', 'SOMETHING_NEW')).to.equal(null);
  });
});
