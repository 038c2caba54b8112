import { expect } from 'chai';
import {
  ACHIEVEMENT_TOP_VIEW_LIMIT,
  collapseToBestTiers,
  podiumCounts,
  viewAchievements,
} from '../../../domain/achievements/achievement-view';

const owned = (...types: string[]) => types.map((type) => ({ type, count: 1 }));
const typesOf = (entries: { type: string }[]) => entries.map((entry) => entry.type);

describe('Domain | Achievements | views', () => {
  const collapses: [string, string[], string[]][] = [
    ['score tiers', ['SCORE_1000', 'SCORE_9100', 'SCORE_5000'], ['SCORE_9100']],
    ['time tiers (lowest wins)', ['TIME_300', 'TIME_25', 'TIME_60'], ['TIME_25']],
    [
      'speed-loss tiers (lowest wins)',
      ['SPEED_LOSS_120', 'SPEED_LOSS_30', 'SPEED_LOSS_90'],
      ['SPEED_LOSS_30'],
    ],
    ['games tiers', ['GAMES_10', 'GAMES_365', 'GAMES_100'], ['GAMES_365']],
    ['mistakes tiers', ['MISTAKES_50', 'MISTAKES_100'], ['MISTAKES_100']],
    [
      'streak and losing streak apart',
      ['STREAK_3', 'STREAK_5', 'LOSING_STREAK_3', 'LOSING_STREAK_10'],
      ['STREAK_5', 'LOSING_STREAK_10'],
    ],
    [
      'suggestion tiers (not collapsed)',
      ['SUGGESTIONS_1', 'SUGGESTIONS_5'],
      ['SUGGESTIONS_1', 'SUGGESTIONS_5'],
    ],
    ['invite tiers (not collapsed)', ['INVITES_1', 'INVITES_3'], ['INVITES_1', 'INVITES_3']],
    ['singles', ['NO_SWITCHES', 'CLOSE_CALL'], ['CLOSE_CALL', 'NO_SWITCHES']],
  ];
  for (const [label, types, expected] of collapses) {
    it(`given ${label} then the collapsed view shows ${expected.join(', ')}`, () => {
      expect(typesOf(collapseToBestTiers(owned(...types)))).to.deep.equal(expected);
    });
  }

  it('given the all view then every owned tier is shown in catalogue order, podiums excepted', () => {
    const list = owned('TIME_25', 'PODIUM_FIRST', 'TIME_300', 'CLOSE_CALL');
    expect(typesOf(viewAchievements(list, 'all'))).to.deep.equal(['CLOSE_CALL', 'TIME_300', 'TIME_25']);
  });

  it('given the more view then families are collapsed and podiums left out', () => {
    const list = owned('TIME_25', 'PODIUM_FIRST', 'TIME_300', 'CLOSE_CALL');
    expect(typesOf(viewAchievements(list, 'more'))).to.deep.equal(['CLOSE_CALL', 'TIME_25']);
  });

  it('given more achievements than the top view holds then top shows the first of the collapsed list', () => {
    const list = owned(
      'CLOSE_CALL',
      'SMOOTH_BRAIN',
      'PERFECT_GAME',
      'NO_SWITCHES',
      'SCORE_1000',
      'SCORE_2000',
      'TIME_300',
      'GAMES_10',
      'STREAK_3',
    );
    const top = typesOf(viewAchievements(list, 'top'));
    expect(top).to.have.length(ACHIEVEMENT_TOP_VIEW_LIMIT);
    expect(top).to.deep.equal(typesOf(viewAchievements(list, 'more')).slice(0, ACHIEVEMENT_TOP_VIEW_LIMIT));
    expect(top).to.include('SCORE_2000').and.not.to.include('SCORE_1000');
  });

  it('given unknown stored types then they are left out of every view', () => {
    expect(typesOf(viewAchievements(owned('OLD_BADGE', 'CLOSE_CALL'), 'all'))).to.deep.equal(['CLOSE_CALL']);
    expect(typesOf(viewAchievements(owned('OLD_BADGE'), 'more'))).to.deep.equal([]);
  });

  it('keeps the extra fields of each entry', () => {
    expect(viewAchievements([{ type: 'TIME_25', count: 4 }], 'more')).to.deep.equal([
      { type: 'TIME_25', count: 4 },
    ]);
  });

  it('counts podium places separately', () => {
    const list = [
      { type: 'PODIUM_FIRST', count: 2 },
      { type: 'PODIUM_THIRD', count: 5 },
      { type: 'CLOSE_CALL', count: 9 },
    ];
    expect(podiumCounts(list)).to.deep.equal({ first: 2, second: 0, third: 5 });
  });
});
