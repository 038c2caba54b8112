import { expect } from 'chai';
import { switchedPairOf } from '../../../web/src/features/game/model/switched-pair';

describe('Web | Game | the switch shown on game over', () => {
  const pairs = [
    { oldWord: 'knee', newWord: 'Ankle' },
    { oldWord: 'snow', newWord: 'rain' },
  ];

  it("given a switched category then its pair is the one that brought in the category's extra word", () => {
    expect(switchedPairOf('rain', pairs)).to.deep.equal({ oldWord: 'snow', newWord: 'rain' });
    expect(switchedPairOf(' ankle ', pairs)).to.deep.equal({ oldWord: 'knee', newWord: 'Ankle' });
  });

  it('given a category without a switch, or no pairs in the answer, then none', () => {
    expect(switchedPairOf('tree', pairs)).to.equal(null);
    expect(switchedPairOf('rain', undefined)).to.equal(null);
  });
});
