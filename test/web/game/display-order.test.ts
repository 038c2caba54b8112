import { expect } from 'chai';
import {
  arrange,
  fitsGrid,
  serverOrder,
  shuffledOrder,
} from '../../../web/src/features/game/model/display-order';

const GRID = [
  ['a', 'b', 'c'],
  ['d', 'e', 'f'],
  ['g', 'h', 'i'],
];
/** Always the lowest index: Fisher-Yates then reverses every list. */
const lowest = () => 0;

describe('Web | Game | shuffle and the server rows', () => {
  it('shows the server order until shuffled', () => {
    expect(arrange(GRID, serverOrder(GRID)).map((row) => row.words.join(''))).to.deep.equal([
      'abc',
      'def',
      'ghi',
    ]);
  });

  it('given a shuffle then rows and words move, but every word stays in its server row with its rowIndex', () => {
    const rows = arrange(GRID, shuffledOrder(GRID, serverOrder(GRID), lowest));
    for (const row of rows) {
      expect([...row.words].sort()).to.deep.equal([...(GRID[row.rowIndex] ?? [])].sort());
    }
    expect(rows.map((row) => row.rowIndex)).to.not.deep.equal([0, 1, 2]);
  });

  it('given a shuffle that would change nothing then it draws again', () => {
    const draws = [0.99, 0.99, 0.99, 0.99, 0.99, 0.99, 0.99, 0.99, 0, 0, 0, 0, 0, 0, 0, 0];
    const next = shuffledOrder(GRID, serverOrder(GRID), () => draws.shift() ?? 0);
    expect(next).to.not.deep.equal(serverOrder(GRID));
  });

  it('keeps the order through a switch (same shape) and drops it when a solve closes the rows up', () => {
    const order = shuffledOrder(GRID, serverOrder(GRID), lowest);
    const switched = [
      ['a', 'b', 'c'],
      ['d', 'X', 'f'],
      ['g', 'h', 'i'],
    ];
    expect(fitsGrid(order, switched)).to.equal(true);
    expect(arrange(switched, order).flatMap((row) => row.words)).to.include('X');
    const solved = [
      ['a', 'b', 'c'],
      ['g', 'h', 'i'],
    ];
    expect(fitsGrid(order, solved)).to.equal(false);
    expect(arrange(solved, order).map((row) => row.rowIndex)).to.deep.equal([0, 1]);
  });
});
