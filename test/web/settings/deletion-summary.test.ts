import { expect } from 'chai';
import { DELETED_DATA_KEYS, noDeletedData } from '../../../contracts/auth.codec';
import { deletionSummary } from '../../../web/src/features/settings/model/deletion-summary';
import { translators } from '../achievements/texts';

const { fi, en } = translators();

describe('Web | Settings | the account deletion summary', () => {
  const deleted = {
    ...noDeletedData(),
    user: 1,
    gameScores: 3,
    gameSessions: 4,
    attemptedCategories: 17,
    playerAchievements: 1,
    followingRefs: 2,
  };

  it('given what the server counted then the kinds that held something, in Finnish as players say them', () => {
    expect(deletionSummary(fi, deleted)).to.deep.equal([
      'tunnuksesi',
      '3 pelin tulokset',
      'arvauksesi ja vaihtosi 4 pelissä',
      '1 saavutuksen',
      'nimesi 2 pelaajan seurantalistoilta',
    ]);
  });

  it('given the same counts then the English lines, one and many told apart', () => {
    expect(deletionSummary(en, { ...deleted, gameScores: 1, personalLists: 5 })).to.deep.equal([
      'your account',
      'the result of 1 game',
      'your guesses and switches in 4 games',
      '1 achievement',
      'your follow list of 5 players',
      "your name on 2 players' follow lists",
    ]);
  });

  it('given every kind at once then no line names a table or a key, and none is left untranslated', () => {
    const everything = Object.fromEntries(DELETED_DATA_KEYS.map((key) => [key, 2])) as typeof deleted;
    for (const t of [fi, en]) {
      const lines = deletionSummary(t, everything);
      expect(lines).to.have.length(DELETED_DATA_KEYS.length - 1);
      for (const line of lines) expect(line).to.not.match(/settings\.|[a-z][A-Z]|_/);
    }
  });

  it('given a count that is not a number then that line is left out', () => {
    const odd = { ...noDeletedData(), user: 1, gameScores: Number.NaN } as typeof deleted;
    expect(deletionSummary(en, odd)).to.deep.equal(['your account']);
  });
});
