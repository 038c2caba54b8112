import { expect } from 'chai';
import { moveCell, withinGrid } from '../../../web/src/features/game/model/grid-navigation';
import { keepOnGrid, toggle } from '../../../web/src/features/game/model/selection';
import { parseGamePreferences } from '../../../web/src/features/game/model/game-preferences';

describe('Web | Game | selection', () => {
  it('picks up to three words; a fourth is refused and the same list is returned', () => {
    const three = toggle(toggle(toggle([], 'a'), 'b'), 'c');
    expect(three).to.deep.equal(['a', 'b', 'c']);
    expect(toggle(three, 'd')).to.equal(three);
    expect(toggle(three, 'b')).to.deep.equal(['a', 'c']);
  });

  it('drops words that left the grid (solved or switched away)', () => {
    expect(keepOnGrid(['a', 'x'], [['a', 'b', 'c']])).to.deep.equal(['a']);
    const same = ['a'];
    expect(keepOnGrid(same, [['a']])).to.equal(same);
  });
});

describe('Web | Game | keyboard movement in the grid', () => {
  const rows = [3, 3, 2];
  it('moves with the arrows, stops at the edges and clamps to a shorter row', () => {
    expect(moveCell({ row: 0, column: 0 }, 'ArrowRight', rows)).to.deep.equal({ row: 0, column: 1 });
    expect(moveCell({ row: 0, column: 0 }, 'ArrowUp', rows)).to.deep.equal({ row: 0, column: 0 });
    expect(moveCell({ row: 1, column: 2 }, 'ArrowDown', rows)).to.deep.equal({ row: 2, column: 1 });
    expect(moveCell({ row: 1, column: 1 }, 'End', rows)).to.deep.equal({ row: 1, column: 2 });
    expect(moveCell({ row: 1, column: 1 }, 'Enter', rows)).to.equal(null);
  });

  it('keeps the focus inside a grid that shrank', () => {
    expect(withinGrid({ row: 4, column: 2 }, [3, 3])).to.deep.equal({ row: 1, column: 2 });
  });
});

describe('Web | Game | stored preferences', () => {
  it('reads stored preferences field by field, anything unreadable taking the default', () => {
    expect(parseGamePreferences(null)).to.deep.equal({ verticalPosition: 'center', hideInstructions: false });
    expect(parseGamePreferences('{"verticalPosition":"bottom","hideInstructions":"yes"}')).to.deep.equal({
      verticalPosition: 'bottom',
      hideInstructions: false,
    });
    expect(parseGamePreferences('{oops')).to.deep.equal({
      verticalPosition: 'center',
      hideInstructions: false,
    });
  });
});
