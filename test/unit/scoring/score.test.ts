import { expect } from 'chai';
import fc from 'fast-check';
import { computeScore, elapsedSecondsBetween } from '../../../domain/scoring/score';

describe('Domain | Scoring | score', () => {
  const cases: [string, number, number, number, number][] = [
    ['a fresh game', 0, 0, 0, 10_000],
    ['one second', 1, 0, 0, 9_999],
    ['a fraction of a second (whole seconds only)', 0.999, 0, 0, 10_000],
    ['59.9 s and one wrong attempt', 59.9, 1, 0, 9_441],
    ['one wrong attempt and one switch', 0, 1, 1, 8_500],
    ['five switches', 0, 0, 5, 5_000],
    ['one point left', 9_999, 0, 0, 1],
    ['exactly zero by time', 10_000, 0, 0, 0],
    ['past zero by time', 10_001, 0, 0, 0],
    ['19 wrong attempts', 0, 19, 0, 500],
    ['20 wrong attempts', 0, 20, 0, 0],
    ['far past zero', 5_000, 10, 5, 0],
    ['a negative clock reading counts as 0 s', -30, 0, 0, 10_000],
    ['NaN counts as 0', Number.NaN, Number.NaN, 0, 10_000],
    ['an infinite time floors at 0', Number.POSITIVE_INFINITY, 0, 0, 0],
  ];
  for (const [label, elapsed, mistakes, switches, expected] of cases) {
    it(`given ${label} (${elapsed} s, ${mistakes} mistakes, ${switches} switches) then the score is ${expected}`, () => {
      expect(computeScore(elapsed, mistakes, switches)).to.equal(expected);
    });
  }

  const counts = fc.nat({ max: 30 });
  const seconds = fc.double({ min: 0, max: 20_000, noNaN: true });

  it('is never negative and never above the start score', () => {
    fc.assert(
      fc.property(seconds, counts, counts, (e, m, s) => {
        const score = computeScore(e, m, s);
        return score >= 0 && score <= 10_000 && Number.isInteger(score);
      }),
    );
  });

  it('never rises when time, mistakes or switches grow', () => {
    fc.assert(
      fc.property(seconds, counts, counts, seconds, counts, counts, (e, m, s, de, dm, ds) => {
        const before = computeScore(e, m, s);
        return (
          computeScore(e + de, m, s) <= before &&
          computeScore(e, m + dm, s) <= before &&
          computeScore(e, m, s + ds) <= before
        );
      }),
    );
  });

  describe('elapsedSecondsBetween', () => {
    const table: [number, number, number][] = [
      [0, 0, 0],
      [0, 999, 0],
      [0, 1_000, 1],
      [1_000, 62_500, 61],
      [5_000, 1_000, 0],
    ];
    for (const [start, now, expected] of table) {
      it(`given a start at ${start} ms and now ${now} ms then ${expected} whole seconds have elapsed`, () => {
        expect(elapsedSecondsBetween(start, now)).to.equal(expected);
      });
    }
  });
});
