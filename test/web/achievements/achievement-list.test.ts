import { expect } from 'chai';
import { ACHIEVEMENT_TOP_VIEW_LIMIT } from '../../../domain/achievements/achievement-view';
import {
  arrangeAchievements,
  earnedKinds,
} from '../../../web/src/features/achievements/model/achievement-list';

const owned = (...types: string[]) => types.map((type) => ({ type, count: 1 }));
const typesOf = (list: ReturnType<typeof arrangeAchievements>) => list.shown.map((entry) => entry.type);

describe('Web | Achievements | the panel list', () => {
  it('given podiums and tiers then the top view collapses each family to its best tier without podiums', () => {
    const list = arrangeAchievements(
      owned('PODIUM_FIRST', 'SCORE_1000', 'SCORE_5000', 'TIME_300', 'TIME_60'),
      'top',
      [],
    );
    expect(typesOf(list)).to.deep.equal(['SCORE_5000', 'TIME_60']);
    expect(list.shown.every((entry) => !entry.showcased)).to.equal(true);
  });

  it('given the all view then every owned tier', () => {
    const list = arrangeAchievements(owned('SCORE_1000', 'SCORE_5000'), 'all', []);
    expect(typesOf(list)).to.deep.equal(['SCORE_1000', 'SCORE_5000']);
    expect(list.hidden).to.equal(0);
  });

  it('given a showcase then the picks come first in their order and are marked, even a collapsed tier', () => {
    const list = arrangeAchievements(owned('PERFECT_GAME', 'SCORE_1000', 'SCORE_5000', 'GAMES_10'), 'top', [
      'GAMES_10',
      'SCORE_1000',
    ]);
    expect(typesOf(list)).to.deep.equal(['GAMES_10', 'SCORE_1000', 'PERFECT_GAME', 'SCORE_5000']);
    expect(list.shown.map((entry) => entry.showcased)).to.deep.equal([true, true, false, false]);
  });

  it('given a showcased type the player no longer owns then it is left out', () => {
    expect(typesOf(arrangeAchievements(owned('NO_SWITCHES'), 'more', ['PERFECT_GAME']))).to.deep.equal([
      'NO_SWITCHES',
    ]);
  });

  it('given more kinds than the top view holds then the top view tells how many more there are', () => {
    const many = owned(
      'CLOSE_CALL',
      'SMOOTH_BRAIN',
      'PERFECT_GAME',
      'NO_SWITCHES',
      'SWITCHES_5_LOSE',
      'SWITCHES_5_WIN',
      'SCORE_1000',
      'TIME_300',
    );
    const top = arrangeAchievements(many, 'top', []);
    expect(top.shown).to.have.length(ACHIEVEMENT_TOP_VIEW_LIMIT);
    expect(top.hidden).to.equal(many.length - ACHIEVEMENT_TOP_VIEW_LIMIT);
    expect(arrangeAchievements(many, 'more', []).shown).to.have.length(many.length);
  });

  it('given only podiums then nothing to list, the podium line shows them; a family counts once', () => {
    expect(earnedKinds(owned('PODIUM_FIRST', 'PODIUM_THIRD'))).to.equal(0);
    expect(earnedKinds(owned('PODIUM_FIRST', 'STREAK_3', 'STREAK_5'))).to.equal(1);
    expect(earnedKinds(owned('PODIUM_FIRST', 'STREAK_3', 'STREAK_5', 'NO_SWITCHES'))).to.equal(2);
  });

  it('given repeats then the counts travel with the entries', () => {
    const list = arrangeAchievements([{ type: 'PERFECT_GAME', count: 3 }], 'top', []);
    expect(list.shown[0]).to.include({ type: 'PERFECT_GAME', count: 3 });
  });
});
