import { expect } from 'chai';
import {
  difficultyBand,
  difficultyGauge,
  displayedDifficulty,
  successRate,
} from '../../../domain/standings/difficulty-gauge';

describe('Domain | Standings | difficulty gauge', () => {
  const rates: [number, number, number][] = [
    [3, 4, 0.75],
    [4, 4, 1],
    [5, 4, 1],
    [0, 4, 0],
    [-1, 4, 0],
    [1, 0, 0],
  ];
  for (const [successes, players, expected] of rates) {
    it(`given ${successes} solved of ${players} then the success rate is ${expected}`, () => {
      expect(successRate(successes, players)).to.equal(expected);
    });
  }

  const difficulties: [number, number][] = [
    [1, 0],
    [0, 10],
    [0.5, 5],
    [0.33, 6.7],
    [0.85, 1.5],
    [0.123, 8.8],
    [1.5, 0],
    [-0.2, 10],
    [Number.NaN, 10],
  ];
  for (const [gauge, expected] of difficulties) {
    it(`given a gauge of ${gauge} then the displayed difficulty is ${expected}`, () => {
      expect(displayedDifficulty(gauge)).to.equal(expected);
    });
  }

  const bands: [number, string][] = [
    [0, 'veryEasy'],
    [1.9, 'veryEasy'],
    [2, 'easy'],
    [3.9, 'easy'],
    [4, 'medium'],
    [5.9, 'medium'],
    [6, 'hard'],
    [7.9, 'hard'],
    [8, 'veryHard'],
    [10, 'veryHard'],
  ];
  for (const [difficulty, band] of bands) {
    it(`given difficulty ${difficulty} then the colour band is ${band}`, () => {
      expect(difficultyBand(difficulty)).to.equal(band);
    });
  }

  it('given a gauge of 0.4 then the whole gauge reads 6.0, six steps lit, band hard', () => {
    expect(difficultyGauge(0.4)).to.deep.equal({
      gauge: 0.4,
      difficulty: 6,
      text: '6.0',
      filledSteps: 6,
      band: 'hard',
    });
  });

  it('given Finnish then the figure has a decimal comma: 6,0', () => {
    expect(difficultyGauge(0.4, 'fi-FI').text).to.equal('6,0');
    expect(difficultyGauge(0.4, 'en').text).to.equal('6.0');
  });

  it('given a gauge above 1 then it is clamped', () => {
    expect(difficultyGauge(3)).to.include({ gauge: 1, difficulty: 0, text: '0.0', filledSteps: 0 });
  });
});
