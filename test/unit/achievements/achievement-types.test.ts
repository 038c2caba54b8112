import { expect } from 'chai';
import { TIERED_FAMILIES } from '../../../domain/achievements/achievement-tiers';
import {
  achievementInfo,
  ALL_ACHIEVEMENT_TYPES,
  isAchievementType,
} from '../../../domain/achievements/achievement-types';

describe('Domain | Achievements | catalogue', () => {
  const familySizes: [keyof typeof TIERED_FAMILIES, number, number, number][] = [
    ['SCORE', 19, 1000, 10000],
    ['TIME', 12, 300, 25],
    ['GAMES', 15, 10, 365],
    ['MISTAKES', 11, 50, 1000],
    ['STREAK', 12, 3, 100],
    ['LOSING_STREAK', 6, 3, 30],
    ['SPEED_LOSS', 4, 120, 30],
    ['SUGGESTIONS', 6, 1, 100],
    ['INVITES', 4, 1, 10],
  ];
  for (const [family, size, first, last] of familySizes) {
    it(`given family ${family} then it has ${size} tiers from ${first} to ${last}`, () => {
      const tiers: readonly number[] = TIERED_FAMILIES[family];
      expect(tiers).to.have.length(size);
      expect(tiers[0]).to.equal(first);
      expect(tiers[tiers.length - 1]).to.equal(last);
    });
  }

  it('spells the score tiers in thousands, then hundreds from 9100', () => {
    expect(TIERED_FAMILIES.SCORE.slice(8, 11)).to.deep.equal([9000, 9100, 9200]);
    for (const type of ['SCORE_1000', 'SCORE_9000', 'SCORE_9100', 'SCORE_9900', 'SCORE_10000']) {
      expect(isAchievementType(type), type).to.equal(true);
    }
    expect(isAchievementType('SCORE_9050')).to.equal(false);
  });

  it('holds every type once: 3 podiums, 6 singles and 89 tiers', () => {
    expect(ALL_ACHIEVEMENT_TYPES).to.have.length(98);
    expect(new Set(ALL_ACHIEVEMENT_TYPES).size).to.equal(98);
  });

  const infos: [string, string, number | null][] = [
    ['LOSING_STREAK_3', 'LOSING_STREAK', 3],
    ['STREAK_3', 'STREAK', 3],
    ['SPEED_LOSS_30', 'SPEED_LOSS', 30],
    ['SWITCHES_5_WIN', 'SWITCHES_5_WIN', null],
    ['PODIUM_FIRST', 'PODIUM_FIRST', null],
  ];
  for (const [type, family, tier] of infos) {
    it(`given ${type} then its family is ${family} and tier ${tier}`, () => {
      expect(isAchievementType(type)).to.equal(true);
      expect(achievementInfo(type as never)).to.deep.equal({ type, family, tier });
    });
  }

  it('tells known types from others', () => {
    expect(isAchievementType('GAMES_365')).to.equal(true);
    expect(isAchievementType('GAMES_366')).to.equal(false);
    expect(isAchievementType(7)).to.equal(false);
  });
});
