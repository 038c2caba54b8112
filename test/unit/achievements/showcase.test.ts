import { expect } from 'chai';
import type { AchievementType } from '../../../domain/achievements/achievement-types';
import { toggleShowcase, validateShowcase } from '../../../domain/achievements/showcase';
import { rightOf, leftCode } from '../../support/either';

const owned = ['CLOSE_CALL', 'TIME_25', 'GAMES_10', 'STREAK_3', 'PODIUM_FIRST'];

describe('Domain | Achievements | showcase', () => {
  const validations: [string, unknown[], string | null][] = [
    ['an empty showcase', [], null],
    ['three owned achievements', ['CLOSE_CALL', 'TIME_25', 'PODIUM_FIRST'], null],
    ['four achievements', ['CLOSE_CALL', 'TIME_25', 'GAMES_10', 'STREAK_3'], 'SHOWCASE_TOO_MANY'],
    ['an unknown type', ['CLOSE_CALL', 'MADE_UP'], 'SHOWCASE_UNKNOWN_ACHIEVEMENT'],
    ['a non-string', [42], 'SHOWCASE_UNKNOWN_ACHIEVEMENT'],
    ['a repeated type', ['CLOSE_CALL', 'CLOSE_CALL'], 'SHOWCASE_DUPLICATE'],
    ['a type not owned', ['SCORE_9100'], 'SHOWCASE_NOT_OWNED'],
  ];
  for (const [label, list, code] of validations) {
    it(`given ${label} then the showcase is ${code ?? 'accepted'}`, () => {
      expect(leftCode(validateShowcase(list, owned))).to.equal(code);
    });
  }

  it('given a shown achievement then toggling it removes it', () => {
    expect(rightOf(toggleShowcase(['CLOSE_CALL', 'TIME_25'], 'CLOSE_CALL', owned))).to.deep.equal([
      'TIME_25',
    ]);
  });

  it('given room left then toggling an owned achievement adds it at the end', () => {
    expect(rightOf(toggleShowcase(['CLOSE_CALL'], 'GAMES_10', owned))).to.deep.equal([
      'CLOSE_CALL',
      'GAMES_10',
    ]);
  });

  it('given three shown then toggling a fourth is refused with SHOWCASE_FULL', () => {
    const full: AchievementType[] = ['CLOSE_CALL', 'TIME_25', 'GAMES_10'];
    expect(leftCode(toggleShowcase(full, 'STREAK_3', owned))).to.equal('SHOWCASE_FULL');
    expect(rightOf(toggleShowcase(full, 'TIME_25', owned))).to.deep.equal(['CLOSE_CALL', 'GAMES_10']);
  });

  it('given an achievement not owned then toggling it is refused', () => {
    expect(leftCode(toggleShowcase([], 'SCORE_9100', owned))).to.equal('SHOWCASE_NOT_OWNED');
  });
});
