import { expect } from 'chai';
import {
  deriveGamePageResult,
  isCompletedStatus,
  isFinishedSessionStatus,
  isGameStatus,
} from '../../../domain/scoring/game-status';

describe('Domain | Scoring | game status', () => {
  describe('the game page result', () => {
    const cases: [boolean, number, string][] = [
      [true, 0, 'forfeit'],
      [true, 5_000, 'forfeit'],
      [false, 0, 'lost'],
      [false, 1, 'won'],
      [false, 9_876, 'won'],
    ];
    for (const [forfeit, score, expected] of cases) {
      it(`given forfeit=${forfeit} and score ${score} then the result is ${expected}`, () => {
        expect(deriveGamePageResult({ forfeit, score })).to.equal(expected);
      });
    }
  });

  describe('session statuses', () => {
    const cases: [unknown, boolean, boolean][] = [
      ['won', true, true],
      ['completed', true, true],
      ['finished', true, true],
      ['forfeit', false, true],
      ['lost', false, false],
      ['playing', false, false],
      ['cheater', false, false],
      ['unknown', false, false],
      [undefined, false, false],
    ];
    for (const [status, finished, completed] of cases) {
      it(`given status ${String(status)} then finished=${finished} and completed=${completed}`, () => {
        expect(isFinishedSessionStatus(status)).to.equal(finished);
        expect(isCompletedStatus(status)).to.equal(completed);
      });
    }
  });

  it('recognises exactly the spec statuses', () => {
    for (const status of [
      'won',
      'lost',
      'forfeit',
      'cheater',
      'playing',
      'completed',
      'finished',
      'abandoned',
    ]) {
      expect(isGameStatus(status), status).to.equal(true);
    }
    expect(isGameStatus('WON')).to.equal(false);
    expect(isGameStatus(1)).to.equal(false);
  });
});
