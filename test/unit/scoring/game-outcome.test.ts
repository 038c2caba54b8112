import { expect } from 'chai';
import {
  claimsUnseenCategories,
  resolveOutcome,
  type GameProgress,
} from '../../../domain/scoring/game-outcome';

const progress = (overrides: Partial<GameProgress>): GameProgress => ({
  elapsedSeconds: 100,
  mistakes: 0,
  switches: 0,
  solvedCount: 0,
  forfeit: false,
  ...overrides,
});

describe('Domain | Scoring | game outcome', () => {
  const cases: [string, Partial<GameProgress>, { status: string; score: number }][] = [
    ['a game in progress', { solvedCount: 3 }, { status: 'playing', score: 9_900 }],
    [
      'the fifth category solved',
      { solvedCount: 5, mistakes: 2, switches: 1 },
      { status: 'won', score: 7_900 },
    ],
    ['a forfeit with points left', { forfeit: true, solvedCount: 4 }, { status: 'forfeit', score: 0 }],
    ['a forfeit after all five', { forfeit: true, solvedCount: 5 }, { status: 'forfeit', score: 0 }],
    ['zero reached before the last category', { solvedCount: 4, mistakes: 20 }, { status: 'lost', score: 0 }],
    ['zero reached by time alone', { elapsedSeconds: 10_000, solvedCount: 1 }, { status: 'lost', score: 0 }],
    [
      'one point left at the last solve',
      { elapsedSeconds: 9_999, solvedCount: 5 },
      { status: 'won', score: 1 },
    ],
    [
      'zero at the very moment of the last solve',
      { elapsedSeconds: 10_000, solvedCount: 5 },
      { status: 'lost', score: 0 },
    ],
  ];
  for (const [label, overrides, expected] of cases) {
    it(`given ${label} then the outcome is ${expected.status} with ${expected.score}`, () => {
      expect(resolveOutcome(progress(overrides))).to.deep.equal(expected);
    });
  }

  describe('claimed categories', () => {
    const table: [number[], number[], boolean][] = [
      [[], [], false],
      [[0, 1], [0, 1, 2], false],
      [[0, 1, 2, 3, 4], [0, 1, 2, 3, 4], false],
      [[0, 4], [0, 1], true],
    ];
    for (const [claimed, seen, cheating] of table) {
      it(`given claimed ${JSON.stringify(claimed)} and seen ${JSON.stringify(seen)} then cheating=${cheating}`, () => {
        expect(claimsUnseenCategories(claimed, seen)).to.equal(cheating);
      });
    }
  });
});
