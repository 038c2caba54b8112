import { expect } from 'chai';
import { applySwitches, chunkIntoRows, currentGrid, layoutGrid } from '../../../domain/game/grid';
import { aGame } from '../support/game.builder';

// A small deterministic generator, so layouts can be reproduced.
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe('Domain | Game | grid', () => {
  const words = Array.from({ length: 15 }, (_, i) => `w${i}`);

  it('given 15 words then the layout is 5 rows of 3 holding each word once', () => {
    const rows = layoutGrid(words, seeded(7));
    expect(rows).to.have.length(5);
    expect(rows.every((row) => row.length === 3)).to.equal(true);
    expect([...rows.flat()].sort()).to.deep.equal([...words].sort());
  });

  it('given the same random draws then the layout is the same; given others it differs', () => {
    expect(layoutGrid(words, seeded(7))).to.deep.equal(layoutGrid(words, seeded(7)));
    expect(layoutGrid(words, seeded(7))).not.to.deep.equal(layoutGrid(words, seeded(8)));
  });

  it('chunks into rows of three with a short last row', () => {
    expect(chunkIntoRows(['a', 'b', 'c', 'd'])).to.deep.equal([['a', 'b', 'c'], ['d']]);
    expect(chunkIntoRows([])).to.deep.equal([]);
  });

  it('given a switch then the extra word takes the old word’s cell', () => {
    const game = aGame().build();
    const rows = applySwitches(game.gridLayout, [{ oldWord: 'pear', newWord: 'fig' }]);
    expect(rows[1]).to.deep.equal(['iron', 'mars', 'fig']);
    expect(rows[0]).to.deep.equal(game.gridLayout[0]);
  });

  it('given nothing solved then the current grid is the layout', () => {
    const game = aGame().build();
    expect(currentGrid({ ...game, solved: [] })).to.deep.equal(game.gridLayout);
  });

  it('given a solved category then its words leave and the rest close up in order', () => {
    const game = aGame().withSolved(1).build();
    expect(currentGrid(game)).to.deep.equal([
      ['apple', 'cat', 'iron'],
      ['mars', 'pear', 'dog'],
      ['gold', 'venus', 'plum'],
      ['cow', 'zinc', 'earth'],
    ]);
  });

  it('given a switched category that is then solved then its extra word leaves too', () => {
    const game = aGame().withSwitch(0, 'pear').withSolved(0).build();
    const flat = currentGrid(game).flat();
    expect(flat).to.have.length(12);
    expect(flat).not.to.include.members(['apple', 'fig', 'plum']);
  });
});
