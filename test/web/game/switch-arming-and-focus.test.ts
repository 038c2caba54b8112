import { expect } from 'chai';
import { armedRowIndex, armRow } from '../../../web/src/features/game/model/armed-switch';
import type { DisplayRow } from '../../../web/src/features/game/model/display-order';
import { firstWordCell } from '../../../web/src/features/game/model/grid-navigation';

const row = (rowIndex: number, words: string[]): DisplayRow => ({ rowIndex, words });

describe('Web | Game | an armed switch belongs to the words of its row', () => {
  const grid = [row(0, ['a', 'b', 'c']), row(1, ['d', 'e', 'f']), row(2, ['g', 'h', 'i'])];

  it('points at the server row that holds the armed words, wherever it is shown', () => {
    const armed = armRow(row(1, ['d', 'e', 'f']));
    expect(armedRowIndex(armed, grid)).to.equal(1);
    // A shuffle shows the rows and the words inside them in another order: still the same row.
    expect(
      armedRowIndex(armed, [row(2, ['i', 'g', 'h']), row(1, ['f', 'd', 'e']), row(0, ['a', 'b', 'c'])]),
    ).to.equal(1);
  });

  it('is disarmed when a solve re-flows the rows and its index now holds other words', () => {
    const armed = armRow(row(1, ['d', 'e', 'f']));
    // The first row was solved: the server's row 1 is now g h i, and no row holds d e f together.
    const reflowed = [row(0, ['d', 'e', 'g']), row(1, ['f', 'h', 'i'])];
    expect(armedRowIndex(armed, reflowed)).to.equal(null);
  });

  it('is disarmed when a word of its row was switched or solved away', () => {
    const armed = armRow(row(0, ['a', 'b', 'c']));
    expect(armedRowIndex(armed, [row(0, ['a', 'x', 'c']), ...grid.slice(1)])).to.equal(null);
    expect(armedRowIndex(armed, [row(0, ['a', 'b']), ...grid.slice(1)])).to.equal(null);
    expect(armedRowIndex(null, grid)).to.equal(null);
  });
});

describe('Web | Game | where the focus goes after a correct guess', () => {
  it('goes to the first word of the remaining grid', () => {
    expect(firstWordCell([3, 3, 3, 3])).to.deep.equal({ row: 0, column: 0 });
  });

  it('skips rows left without words, and goes nowhere once the grid is empty (the game is over)', () => {
    expect(firstWordCell([0, 2])).to.deep.equal({ row: 1, column: 0 });
    expect(firstWordCell([])).to.equal(null);
  });
});
