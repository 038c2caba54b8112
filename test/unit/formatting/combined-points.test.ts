import { expect } from 'chai';
import { formatCombinedPoints } from '../../../domain/formatting/combined-points';

describe('Domain | Formatting | combined points', () => {
  const cases: [unknown, string][] = [
    [12_345, '12.35k'],
    [1_000, '1.00k'],
    [999, '1.00k'],
    [10, '0.01k'],
    [1, '0.00k'],
    [1_234_567, '1234.57k'],
    [0, '0.00k'],
    [-500, '0.00k'],
    [Number.NaN, '0.00k'],
    [Number.POSITIVE_INFINITY, '0.00k'],
    ['12345', '0.00k'],
    [undefined, '0.00k'],
    [null, '0.00k'],
  ];
  for (const [value, expected] of cases) {
    it(`given ${String(value)} then the display is ${expected}`, () => {
      expect(formatCombinedPoints(value)).to.equal(expected);
    });
  }

  it("given Finnish's decimal comma, then 12345 is 12,35k; English keeps the point", () => {
    expect(formatCombinedPoints(12_345, 'fi-FI')).to.equal('12,35k');
    expect(formatCombinedPoints(12_345, 'en-GB')).to.equal('12.35k');
    expect(formatCombinedPoints(1_234_567, 'fi-FI')).to.equal('1234,57k');
  });
});
