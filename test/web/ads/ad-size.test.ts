import { expect } from 'chai';
import { adSlotMargins, chooseAdSize } from '../../../web/src/features/ads/model/ad-size';

const STANDARD = 0.9; // above the 33% chance: standard sizes only
const TALL = 0.1; // under it: the tall formats are considered too

describe('Web | Ads | Choosing the ad size', () => {
  const cases: [string, number, number, { width: number; height: number } | null][] = [
    ['a 360 px phone, standard sizes', 360, STANDARD, { width: 300, height: 250 }],
    ['a 360 px phone, tall sizes allowed', 360, TALL, { width: 300, height: 600 }],
    ['a 390 px phone, standard sizes', 390, STANDARD, { width: 300, height: 250 }],
    ['a 390 px phone, tall sizes allowed', 390, TALL, { width: 300, height: 600 }],
    ['a 1280 px desktop, standard sizes', 1280, STANDARD, { width: 580, height: 400 }],
    ['a 1280 px desktop, tall sizes allowed', 1280, TALL, { width: 580, height: 400 }],
    ['a 420 px phone', 420, STANDARD, { width: 336, height: 280 }],
    ['a 320 px phone, narrower than any ad with its margins', 320, TALL, null],
  ];
  for (const [what, width, roll, expected] of cases)
    it(`given ${what}, then the largest size that fits is chosen`, () => {
      expect(chooseAdSize(width, roll)).to.deep.equal(expected);
    });

  it('never chooses an ad wider than the window less its margins', () => {
    for (let width = 300; width <= 1400; width += 7)
      for (const roll of [0, 0.5, 0.99]) {
        const size = chooseAdSize(width, roll);
        if (size !== null) expect(size.width, `${width}`).to.be.at.most(width - adSlotMargins(width));
      }
  });
});
