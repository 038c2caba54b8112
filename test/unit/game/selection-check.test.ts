import { expect } from 'chai';
import { currentGrid } from '../../../domain/game/grid';
import { checkSelection, type SelectionContext } from '../../../domain/game/selection-check';
import { aGame, type BuiltGame } from '../support/game.builder';
import { leftOf, rightOf } from '../../support/either';

const contextOf = (game: BuiltGame, triedKeys: string[] = []): SelectionContext => ({
  grid: currentGrid(game),
  categories: game.categories,
  solved: game.solved,
  triedKeys,
});

describe('Domain | Game | selection check', () => {
  const game = aGame().build();

  it('given the three words of a category then the attempt is correct', () => {
    expect(rightOf(checkSelection(['pear', 'plum', 'apple'], contextOf(game)))).to.deep.equal({
      kind: 'correct',
      categoryIndex: 0,
      key: 'apple|pear|plum',
    });
  });

  it('given other casing and spaces then the words are matched and keyed in the grid’s spelling', () => {
    expect(rightOf(checkSelection([' APPLE', 'Pear ', 'plum'], contextOf(game)))).to.deep.equal({
      kind: 'correct',
      categoryIndex: 0,
      key: 'apple|pear|plum',
    });
  });

  const wrong: [string, string[], boolean][] = [
    ['two words of one category', ['apple', 'pear', 'red'], true],
    ['three categories', ['apple', 'red', 'cat'], false],
    ['two of another category', ['red', 'blue', 'cow'], true],
  ];
  for (const [label, words, oneAway] of wrong) {
    it(`given ${label} then the attempt is wrong with oneAway=${oneAway}`, () => {
      const result = rightOf(checkSelection(words, contextOf(game)));
      expect(result.kind).to.equal('wrong');
      expect(result).to.have.property('oneAway', oneAway);
    });
  }

  it('given a wrong combination tried before in another order then it is alreadyTried and not a new mistake', () => {
    const result = rightOf(checkSelection(['red', 'pear', 'apple'], contextOf(game, ['apple|pear|red'])));
    expect(result).to.deep.equal({ kind: 'alreadyTried', oneAway: true, key: 'apple|pear|red' });
  });

  it('given a different wrong combination tried before then the attempt is a new mistake', () => {
    const result = rightOf(checkSelection(['apple', 'pear', 'cat'], contextOf(game, ['apple|pear|red'])));
    expect(result.kind).to.equal('wrong');
  });

  const invalid: [string, string[], BuiltGame, string][] = [
    ['two words', ['apple', 'pear'], game, 'SELECTION_SIZE_INVALID'],
    ['four words', ['apple', 'pear', 'plum', 'red'], game, 'SELECTION_SIZE_INVALID'],
    ['no words', [], game, 'SELECTION_SIZE_INVALID'],
    ['a repeated word', ['apple', 'apple', 'pear'], game, 'SELECTION_DUPLICATE_WORD'],
    ['a word repeated in other casing', ['apple', 'APPLE', 'pear'], game, 'SELECTION_DUPLICATE_WORD'],
    ['an extra word not yet switched in', ['apple', 'pear', 'fig'], game, 'SELECTION_WORD_NOT_IN_GRID'],
    ['a word from outside the game', ['apple', 'pear', 'banana'], game, 'SELECTION_WORD_NOT_IN_GRID'],
    [
      'a word of a solved category',
      ['red', 'apple', 'pear'],
      aGame().withSolved(1).build(),
      'SELECTION_WORD_NOT_IN_GRID',
    ],
    [
      'a word switched out',
      ['apple', 'pear', 'plum'],
      aGame().withSwitch(0, 'pear').build(),
      'SELECTION_WORD_NOT_IN_GRID',
    ],
  ];
  for (const [label, words, built, code] of invalid) {
    it(`given ${label} then the selection is refused with ${code}`, () => {
      expect(leftOf(checkSelection(words, contextOf(built))).code).to.equal(code);
    });
  }

  it('given a switched category then its two remaining words and the extra word solve it', () => {
    const switched = aGame().withSwitch(0, 'pear').build();
    const result = rightOf(checkSelection(['apple', 'fig', 'plum'], contextOf(switched)));
    expect(result).to.deep.equal({ kind: 'correct', categoryIndex: 0, key: 'apple|fig|plum' });
  });
});
