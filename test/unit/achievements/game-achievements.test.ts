import { expect } from 'chai';
import { gameAchievements, type FinishedGame } from '../../../domain/achievements/game-achievements';

const aWin = (overrides: Partial<FinishedGame> = {}): FinishedGame => ({
  status: 'won',
  score: 5_500,
  elapsedSeconds: 400,
  mistakes: 2,
  switches: 1,
  ...overrides,
});
const aLoss = (overrides: Partial<FinishedGame> = {}): FinishedGame =>
  aWin({ status: 'lost', score: 0, ...overrides });

describe('Domain | Achievements | per game', () => {
  const includes: [string, FinishedGame, string, boolean][] = [
    ['a win of 49 points', aWin({ score: 49 }), 'CLOSE_CALL', true],
    ['a win of 50 points', aWin({ score: 50 }), 'CLOSE_CALL', false],
    ['a win of 1 point', aWin({ score: 1 }), 'CLOSE_CALL', true],
    ['a loss (score 0)', aLoss(), 'CLOSE_CALL', false],
    ['16 mistakes in a win', aWin({ mistakes: 16 }), 'SMOOTH_BRAIN', true],
    ['16 mistakes in a loss', aLoss({ mistakes: 16 }), 'SMOOTH_BRAIN', true],
    ['15 mistakes', aWin({ mistakes: 15 }), 'SMOOTH_BRAIN', false],
    ['a win without mistakes or switches', aWin({ mistakes: 0, switches: 0 }), 'PERFECT_GAME', true],
    ['a win with one mistake', aWin({ mistakes: 1, switches: 0 }), 'PERFECT_GAME', false],
    ['a win with one switch', aWin({ mistakes: 0, switches: 1 }), 'PERFECT_GAME', false],
    ['a loss without mistakes or switches', aLoss({ mistakes: 0, switches: 0 }), 'PERFECT_GAME', false],
    ['a win without switches', aWin({ mistakes: 4, switches: 0 }), 'NO_SWITCHES', true],
    ['a win with a switch', aWin({ switches: 1 }), 'NO_SWITCHES', false],
    ['a forfeit without switches', aWin({ status: 'forfeit', score: 0, switches: 0 }), 'NO_SWITCHES', false],
    ['a win with five switches', aWin({ switches: 5 }), 'SWITCHES_5_WIN', true],
    ['a win with four switches', aWin({ switches: 4 }), 'SWITCHES_5_WIN', false],
    ['a loss with five switches', aLoss({ switches: 5 }), 'SWITCHES_5_LOSE', true],
    ['a forfeit with five switches', aLoss({ status: 'forfeit', switches: 5 }), 'SWITCHES_5_LOSE', true],
    ['a win with five switches (not a loss)', aWin({ switches: 5 }), 'SWITCHES_5_LOSE', false],
    ['a win of exactly 9100', aWin({ score: 9_100 }), 'SCORE_9100', true],
    ['a win of 9099', aWin({ score: 9_099 }), 'SCORE_9100', false],
    ['a win of 9099', aWin({ score: 9_099 }), 'SCORE_9000', true],
    ['a perfect 10000', aWin({ score: 10_000 }), 'SCORE_10000', true],
    ['a win in exactly 25 s', aWin({ elapsedSeconds: 25 }), 'TIME_25', true],
    ['a win in 26 s', aWin({ elapsedSeconds: 26 }), 'TIME_25', false],
    ['a win in 26 s', aWin({ elapsedSeconds: 26 }), 'TIME_30', true],
    ['a win in 300 s', aWin({ elapsedSeconds: 300 }), 'TIME_300', true],
    ['a win in 301 s', aWin({ elapsedSeconds: 301 }), 'TIME_300', false],
    ['a loss in 25 s', aLoss({ elapsedSeconds: 25 }), 'TIME_300', false],
    ['a loss in 29 s', aLoss({ elapsedSeconds: 29 }), 'SPEED_LOSS_30', true],
    ['a loss in 30 s', aLoss({ elapsedSeconds: 30 }), 'SPEED_LOSS_30', false],
    ['a loss in 30 s', aLoss({ elapsedSeconds: 30 }), 'SPEED_LOSS_60', true],
    ['a loss in 119 s', aLoss({ elapsedSeconds: 119 }), 'SPEED_LOSS_120', true],
    ['a loss in 120 s', aLoss({ elapsedSeconds: 120 }), 'SPEED_LOSS_120', false],
    ['a forfeit in 10 s', aLoss({ status: 'forfeit', elapsedSeconds: 10 }), 'SPEED_LOSS_30', true],
    ['a win in 10 s', aWin({ elapsedSeconds: 10 }), 'SPEED_LOSS_30', false],
  ];
  for (const [label, game, type, expected] of includes) {
    it(`given ${label} then ${type} is ${expected ? '' : 'not '}earned`, () => {
      expect(gameAchievements(game).includes(type as never)).to.equal(expected);
    });
  }

  it('given a win of 9250 then every score tier up to 9200 is earned and none above', () => {
    const scores = gameAchievements(aWin({ score: 9_250 })).filter((type) => type.startsWith('SCORE_'));
    expect(scores).to.have.length(11);
    expect(scores).to.include('SCORE_9200').and.not.to.include('SCORE_9300');
  });

  for (const status of ['cheater', 'playing', 'abandoned', 'completed'] as const) {
    it(`given a ${status} game then nothing is earned`, () => {
      expect(gameAchievements(aWin({ status, mistakes: 20, switches: 0 }))).to.deep.equal([]);
    });
  }
});
