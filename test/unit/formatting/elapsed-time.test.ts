import { expect } from 'chai';
import { describeElapsed } from '../../../domain/formatting/elapsed-time';

const MINUTE = 60_000;

describe('Domain | Formatting | elapsed time', () => {
  const cases: [number, { unit: string; value: number }][] = [
    [-5_000, { unit: 'justNow', value: 0 }],
    [0, { unit: 'justNow', value: 0 }],
    [MINUTE - 1, { unit: 'justNow', value: 0 }],
    [MINUTE, { unit: 'minutes', value: 1 }],
    [59 * MINUTE + 59_999, { unit: 'minutes', value: 59 }],
    [60 * MINUTE, { unit: 'hours', value: 1 }],
    [150 * MINUTE, { unit: 'hours', value: 2 }],
    [49 * 60 * MINUTE, { unit: 'hours', value: 49 }],
    [Number.NaN, { unit: 'justNow', value: 0 }],
  ];
  for (const [elapsedMs, expected] of cases) {
    it(`given ${elapsedMs} ms then the text is ${expected.unit} ${expected.value}`, () => {
      expect(describeElapsed(elapsedMs)).to.deep.equal(expected);
    });
  }
});
