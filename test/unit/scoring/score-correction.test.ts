import { expect } from 'chai';
import { correctedScore } from '../../../domain/scoring/score-correction';

const won = { score: 8_200, status: 'won' as const, mistakes: 1 };

describe('Domain | Scoring | An admin corrects a score', () => {
  it('given a won game, when the score changes, then the rest stays', () => {
    expect(correctedScore(won, { score: 7_000 })).to.deep.equal({
      figures: { score: 7_000, status: 'won', mistakes: 1 },
    });
  });

  it('given a won game, when it becomes a cheater’s, then it scores 0 without being told', () => {
    expect(correctedScore(won, { status: 'cheater' })).to.deep.equal({
      figures: { score: 0, status: 'cheater', mistakes: 1 },
    });
  });

  it('given a forfeit, when it becomes a win with a score, then both change', () => {
    const forfeit = { score: 0, status: 'forfeit' as const, mistakes: 2 };
    expect(correctedScore(forfeit, { status: 'won', score: 6_500, mistakes: 0 })).to.deep.equal({
      figures: { score: 6_500, status: 'won', mistakes: 0 },
    });
  });

  it('refuses points for a game that was not won', () => {
    expect(correctedScore(won, { status: 'lost', score: 100 })).to.have.nested.property(
      'problem.field',
      'score',
    );
  });

  it('refuses a score outside 0 to 10000, a fraction, and mistakes outside 0 to 1000', () => {
    for (const change of [{ score: -1 }, { score: 10_001 }, { score: 1.5 }]) {
      expect(correctedScore(won, change)).to.have.nested.property('problem.field', 'score');
    }
    for (const change of [{ mistakes: -1 }, { mistakes: 1_001 }]) {
      expect(correctedScore(won, change)).to.have.nested.property('problem.field', 'mistakes');
    }
  });

  it('refuses an empty change', () => {
    expect(correctedScore(won, {})).to.have.property('problem');
  });
});
