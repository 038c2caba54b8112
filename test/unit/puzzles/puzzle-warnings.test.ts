import { expect } from 'chai';
import { puzzleWarnings } from '../../../domain/puzzles/puzzle-warnings';
import { categorySearchKey, searchKey } from '../../../domain/puzzles/search-key';

const none = { words: new Map(), names: new Map() };

describe('Domain | Puzzles | Warnings and search keys', () => {
  it('given a word or a name used on recent dates, then it is pointed out with those dates', () => {
    const recent = {
      words: new Map([['koivu', ['2026-05-01']]]),
      names: new Map([['puut', ['2026-04-20']]]),
    };
    const warnings = puzzleWarnings(
      [{ name: 'Puut', words: ['Koivu ', 'mänty', 'kuusi'], extraWord: 'haapa' }],
      recent,
    );
    expect(warnings).to.deep.equal([
      { kind: 'recentCategory', field: 'categories.0.name', name: 'Puut', dates: ['2026-04-20'] },
      {
        kind: 'recentWord',
        field: 'categories.0.words.0',
        word: 'Koivu',
        dates: ['2026-05-01'],
      },
    ]);
  });

  it("given a word that stands in a category's name, then it gives that category away; short fragments do not", () => {
    const warnings = puzzleWarnings(
      [
        { name: 'Kalat', words: ['hauki', 'ahven', 'ai'], extraWord: 'lahna' },
        { name: 'Haukien ystävät', words: ['x', 'y', 'z'], extraWord: 'w' },
      ],
      none,
    );
    expect(warnings).to.deep.equal([
      { kind: 'wordInName', field: 'categories.0.words.0', word: 'hauki', categoryIndex: 1 },
    ]);
  });

  it('given accents, case and spaces, then the search key ignores them', () => {
    expect(searchKey('  Pää  Kaupungit ')).to.equal('paa kaupungit');
    expect(categorySearchKey({ name: 'Öljyt', words: ['É', 'b', 'c'], extraWord: 'D' })).to.equal(
      'oljyt e b c d',
    );
  });
});
