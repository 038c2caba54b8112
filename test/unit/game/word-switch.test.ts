import { expect } from 'chai';
import { currentGrid } from '../../../domain/game/grid';
import { switchWord, type SwitchContext } from '../../../domain/game/word-switch';
import { aGame, type BuiltGame } from '../support/game.builder';
import { leftOf, rightOf } from '../../support/either';

const contextOf = (game: BuiltGame): SwitchContext => ({
  grid: currentGrid(game),
  categories: game.categories,
  solved: game.solved,
  switched: game.switched,
});

describe('Domain | Game | word switch', () => {
  it('given an untouched row then its first word is replaced in place by its category’s extra word', () => {
    const outcome = rightOf(switchWord(0, contextOf(aGame().build())));
    expect(outcome).to.include({ rowIndex: 0, columnIndex: 0, categoryIndex: 0 });
    expect(outcome.pair).to.deep.equal({ oldWord: 'apple', newWord: 'fig' });
    expect(outcome.grid[0]).to.deep.equal(['fig', 'red', 'cat']);
    expect(outcome.grid.slice(1)).to.deep.equal(aGame().build().gridLayout.slice(1));
  });

  const eligibility: [string, BuiltGame, number, number, string][] = [
    ['the first word’s category already switched', aGame().withSwitch(0, 'pear').build(), 0, 1, 'teal'],
    [
      'the first two categories already switched',
      aGame().withSwitch(0, 'pear').withSwitch(1, 'blue').build(),
      0,
      2,
      'owl',
    ],
    ['an extra word at the start of the row', aGame().withSwitch(0, 'apple').build(), 0, 1, 'teal'],
    ['the last row', aGame().build(), 4, 0, 'owl'],
  ];
  for (const [label, game, rowIndex, column, newWord] of eligibility) {
    it(`given ${label} then column ${column} of row ${rowIndex} becomes ${newWord}`, () => {
      const outcome = rightOf(switchWord(rowIndex, contextOf(game)));
      expect(outcome.columnIndex).to.equal(column);
      expect(outcome.pair.newWord).to.equal(newWord);
    });
  }

  it('given every category of the row already switched then there is no eligible word', () => {
    const game = aGame().withSwitch(0, 'pear').withSwitch(1, 'blue').withSwitch(2, 'dog').build();
    expect(leftOf(switchWord(0, contextOf(game))).code).to.equal('SWITCH_NO_ELIGIBLE_WORD');
  });

  const rows: [string, number, BuiltGame][] = [
    ['a row past the grid', 5, aGame().build()],
    ['a negative row', -1, aGame().build()],
    ['a fractional row', 1.5, aGame().build()],
    ['row 4 once a category is solved (four rows left)', 4, aGame().withSolved(2).build()],
  ];
  for (const [label, rowIndex, game] of rows) {
    it(`given ${label} then the switch is refused with SWITCH_ROW_INVALID`, () => {
      expect(leftOf(switchWord(rowIndex, contextOf(game))).code).to.equal('SWITCH_ROW_INVALID');
    });
  }

  it('leaves the caller’s grid untouched', () => {
    const context = contextOf(aGame().build());
    switchWord(0, context);
    expect(context.grid[0]).to.deep.equal(['apple', 'red', 'cat']);
  });
});
