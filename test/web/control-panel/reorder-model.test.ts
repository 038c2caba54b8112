import { expect } from 'chai';
import {
  datesInOrder,
  dropIndex,
  keyboardTarget,
  moveItem,
  sameOrder,
} from '../../../web/src/features/control-panel/games/reorder/reorder-model';

describe('Web | Control panel | reordering games', () => {
  it('given a move then the item leaves its place and the others close up around it', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).to.deep.equal(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).to.deep.equal(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 1, 1)).to.deep.equal(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).to.deep.equal(['a', 'b']);
  });

  it('given the keyboard then up and down step, Home and End jump, and the ends go no further', () => {
    expect(keyboardTarget(2, 5, 'ArrowUp')).to.equal(1);
    expect(keyboardTarget(2, 5, 'ArrowDown')).to.equal(3);
    expect(keyboardTarget(2, 5, 'Home')).to.equal(0);
    expect(keyboardTarget(2, 5, 'End')).to.equal(4);
    expect(keyboardTarget(0, 5, 'ArrowUp')).to.equal(null);
    expect(keyboardTarget(4, 5, 'ArrowDown')).to.equal(null);
    expect(keyboardTarget(0, 5, 'Home')).to.equal(null);
    expect(keyboardTarget(2, 5, 'Enter')).to.equal(null);
  });

  it('given a drag then the drop index counts the other rows whose middle the pointer passed', () => {
    const middles = [10, 30, 50, 70];
    expect(dropIndex(middles, 0, 5)).to.equal(0);
    expect(dropIndex(middles, 0, 55)).to.equal(2);
    expect(dropIndex(middles, 3, 20)).to.equal(1);
    expect(dropIndex(middles, 1, 100)).to.equal(3);
  });

  it('given games in any order then the dates stay one set, earliest first, and a changed order is seen', () => {
    const games = [
      { _id: 'b', date: '2026-12-03' },
      { _id: 'a', date: '2026-12-01' },
    ];
    expect(datesInOrder(games)).to.deep.equal(['2026-12-01', '2026-12-03']);
    expect(sameOrder(games, [...games])).to.equal(true);
    expect(sameOrder(games, [...games].reverse())).to.equal(false);
  });
});
