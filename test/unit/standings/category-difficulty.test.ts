import { expect } from 'chai';
import {
  categoryDifficulties,
  type CategorySolveCounts,
} from '../../../domain/standings/category-difficulty';

const counts = (
  position: number,
  successCount: number,
  totalPlayers: number,
  averageSolveOrder: number | null,
) => ({ position, successCount, totalPlayers, averageSolveOrder }) satisfies CategorySolveCounts;

describe('Domain | Standings | category difficulty', () => {
  it('given a category everyone solved first then it is the easiest, difficulty 0', () => {
    const [easy] = categoryDifficulties([counts(0, 10, 10, 1), counts(1, 2, 10, 5)]);
    expect(easy).to.include({
      gaugeValue: 1,
      difficulty: 0,
      successRate: 1,
      normalizedSolveOrder: 0,
      orderLabel: '1/2',
    });
  });

  it('given a category few solved, and late, then it is harder and ranked after', () => {
    const [, hard] = categoryDifficulties([counts(0, 10, 10, 1), counts(1, 2, 10, 5)]);
    expect(hard!.difficulty).to.be.above(8);
    expect(hard).to.include({
      successRate: 0.2,
      normalizedSolveOrder: 1,
      orderLabel: '2/2',
      completionCount: 2,
    });
  });

  it('given nobody solved a category then its gauge is 0 and difficulty 10', () => {
    const [none] = categoryDifficulties([counts(3, 0, 4, null)]);
    expect(none).to.include({ gaugeValue: 0, difficulty: 10, averageSolveOrder: null });
  });

  it('given no finished player yet then the editor’s order stands in, easiest position first', () => {
    const result = categoryDifficulties([0, 1, 2, 3, 4].map((p) => counts(p, 0, 0, null)));
    const difficulties = result.map((r) => r.difficulty);
    expect(difficulties).to.deep.equal([...difficulties].sort((a, b) => a - b));
    expect(result.map((r) => r.orderLabel)).to.deep.equal(['1/5', '2/5', '3/5', '4/5', '5/5']);
  });
});
