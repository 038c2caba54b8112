import { expect } from 'chai';
import { DIFFICULTY_MIN_PLAYERS } from '../../../domain/constants/standings.constants';
import { difficultyBasis } from '../../../web/src/features/game/model/difficulty-basis';

const categories = (totalPlayers: number) => [0, 1, 2, 3, 4].map(() => ({ totalPlayers }));

describe('Web | Game | what the difficulty gauges rest on', () => {
  it("given nobody finished then the puzzle maker's order stands in", () => {
    expect(difficultyBasis(categories(0))).to.deep.equal({ players: 0, strength: 'none' });
    expect(difficultyBasis([])).to.deep.equal({ players: 0, strength: 'none' });
  });

  it('given fewer finished players than the minimum then a tentative gauge, from one player up', () => {
    expect(DIFFICULTY_MIN_PLAYERS).to.be.greaterThan(1);
    expect(difficultyBasis(categories(1))).to.deep.equal({ players: 1, strength: 'few' });
    expect(difficultyBasis(categories(DIFFICULTY_MIN_PLAYERS - 1))).to.include({ strength: 'few' });
  });

  it('given the minimum or more then a verdict', () => {
    expect(difficultyBasis(categories(DIFFICULTY_MIN_PLAYERS))).to.deep.equal({
      players: DIFFICULTY_MIN_PLAYERS,
      strength: 'enough',
    });
  });
});
