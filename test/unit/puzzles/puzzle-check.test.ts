import { expect } from 'chai';
import { draftProblems, puzzleProblems } from '../../../domain/puzzles/puzzle-check';

const complete = () =>
  ['a', 'b', 'c', 'd', 'e'].map((tag) => ({
    name: `Ryhmä ${tag}`,
    words: [`${tag}1`, `${tag}2`, `${tag}3`],
    extraWord: `${tag}x`,
  }));
const fields = (problems: { field: string; code: string }[]) => problems.map((p) => `${p.field} ${p.code}`);

describe('Domain | Puzzles | Puzzle check', () => {
  it('given five complete categories with 20 distinct words, then there is nothing to fix', () => {
    expect(puzzleProblems({ title: 'Otsikko', categories: complete() })).to.deep.equal([]);
  });

  it('given empty texts, then each empty field is named; a draft may still be saved with them', () => {
    const categories = complete();
    categories[0]!.name = '  ';
    categories[4]!.words[1] = '';
    categories[2]!.extraWord = ' ';
    const problems = puzzleProblems({ categories });
    expect(fields(problems)).to.deep.equal([
      'categories.0.name CATEGORY_NAME_REQUIRED',
      'categories.2.extraWord WORD_REQUIRED',
      'categories.4.words.1 WORD_REQUIRED',
    ]);
    expect(draftProblems({ categories })).to.deep.equal([]);
  });

  it('given a word repeated across categories after trim and case, then every place of it is named once', () => {
    const categories = complete();
    categories[1]!.words[0] = ' A1 ';
    categories[3]!.extraWord = 'a1';
    expect(fields(puzzleProblems({ categories }))).to.deep.equal([
      'categories.0.words.0 WORD_REPEATED',
      'categories.1.words.0 WORD_REPEATED',
      'categories.3.extraWord WORD_REPEATED',
    ]);
  });

  it('given texts at and over their limits, a separator and a bad colour, then the draft too is refused', () => {
    const categories = complete();
    categories[0]!.words[0] = 'x'.repeat(30);
    categories[0]!.words[1] = 'y'.repeat(31);
    categories[1]!.name = 'n'.repeat(61);
    categories[2]!.words[2] = 'a|b';
    const withColour = categories.map((c, i) => (i === 3 ? { ...c, color: 'blue' } : c));
    expect(fields(draftProblems({ title: 't'.repeat(101), categories: withColour }))).to.deep.equal([
      'title GAME_TITLE_TOO_LONG',
      'categories.0.words.1 WORD_TOO_LONG',
      'categories.1.name CATEGORY_NAME_TOO_LONG',
      'categories.2.words.2 WORD_SEPARATOR',
      'categories.3.color COLOR_INVALID',
    ]);
  });

  it('given four categories or a category of two words, then the shape is refused', () => {
    expect(fields(draftProblems({ categories: complete().slice(1) }))).to.deep.equal([
      'categories GAME_CATEGORY_COUNT_INVALID',
    ]);
    const categories = complete();
    categories[0]!.words.pop();
    expect(fields(draftProblems({ categories }))).to.deep.equal([
      'categories.0.words CATEGORY_WORDS_COUNT_INVALID',
    ]);
  });
});
