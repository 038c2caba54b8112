import { expect } from 'chai';
import { guessRows } from '../../../domain/game/guess-rows';
import { aGame } from '../support/game.builder';

// Categories 0-4: fruit (extra fig), colours (teal), animals (owl), metals (tin), planets (saturn).
const { categories } = aGame().build();
const tried = (...words: string[]) => ({ words });

describe('Domain | Game | guess rows', () => {
  it('given attempts then each is one row of its words’ categories, in the order they were made', () => {
    const rows = guessRows(categories, [
      tried('apple', 'red', 'cat'),
      tried('blue', 'green', 'red'),
      tried('apple', 'pear', 'iron'),
      tried('apple', 'pear', 'plum'),
    ]);
    expect(rows).to.deep.equal([
      [0, 1, 2],
      [1, 1, 1],
      [0, 0, 3],
      [0, 0, 0],
    ]);
  });

  it('sorts the positions within a guess, whatever the order of its words', () => {
    expect(guessRows(categories, [tried('mars', 'pear', 'gold')])).to.deep.equal([[0, 3, 4]]);
  });

  it('counts a switched-in extra word as its category, in any case and spacing', () => {
    expect(
      guessRows(categories, [tried(' Fig', 'PEAR', 'plum'), tried('saturn', 'venus', 'cow')]),
    ).to.deep.equal([
      [0, 0, 0],
      [2, 4, 4],
    ]);
  });

  it('holds no words: only category positions', () => {
    const rows = guessRows(categories, [tried('apple', 'red', 'cat'), tried('zinc', 'tin', 'gold')]);
    expect(rows.flat().every((value) => Number.isInteger(value) && value >= 0 && value < 5)).to.equal(true);
  });

  it('leaves out an attempt with a word of no category, and answers nothing for no attempts', () => {
    expect(
      guessRows(categories, [tried('apple', 'kiwi', 'cat'), tried('red', 'blue', 'teal')]),
    ).to.deep.equal([[1, 1, 1]]);
    expect(guessRows(categories, [tried()])).to.deep.equal([]);
    expect(guessRows(categories, [])).to.deep.equal([]);
  });
});
