import { expect } from 'chai';
import { histogramView } from '../../../web/src/features/game/model/histogram-view';

describe('Web | Game | score histogram', () => {
  it('has 25 buckets of 400 and ticks at 0, 2500, 5000, 7500 and 10000 placed along the axis', () => {
    const view = histogramView([], null);
    expect(view.bars).to.have.length(25);
    expect(view.ticks).to.deep.equal([
      { value: 0, leftPercent: 0 },
      { value: 2_500, leftPercent: 25 },
      { value: 5_000, leftPercent: 50 },
      { value: 7_500, leftPercent: 75 },
      { value: 10_000, leftPercent: 100 },
    ]);
    expect(view.total).to.equal(0);
  });

  it("marks the player's bucket and scales the bars to the tallest", () => {
    const view = histogramView([8_000, 8_100, 8_399, 400, 10_000], 8_421);
    expect(view.playerBar).to.include({ from: 8_400, to: 8_800, count: 0, isPlayer: true });
    const tallest = view.bars.find((bar) => bar.from === 8_000);
    expect(tallest).to.include({ count: 3, heightPercent: 100 });
    expect(view.bars.at(-1)).to.include({ from: 9_600, to: 10_000, count: 1 });
    expect(view.bars.filter((bar) => bar.isPlayer)).to.have.length(1);
    expect(view.total).to.equal(5);
  });
});
