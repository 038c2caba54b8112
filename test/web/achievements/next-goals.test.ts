import { expect } from 'chai';
import { ALL_ACHIEVEMENT_TYPES } from '../../../domain/achievements/achievement-types';
import { viewAchievements } from '../../../domain/achievements/achievement-view';
import {
  arrangeAchievements,
  earnedKinds,
} from '../../../web/src/features/achievements/model/achievement-list';
import { goalText } from '../../../web/src/features/achievements/model/achievement-text';
import { GOALS_PREVIEW, nextGoals } from '../../../web/src/features/achievements/model/next-goals';
import { translators } from './texts';

const owned = (...types: string[]) => types.map((type) => ({ type, count: 1 }));
const typesOf = (goals: ReturnType<typeof nextGoals>) => goals.map((goal) => goal.type);

// One fast, flawless first game: every score tier up to 9,900 and every time tier, 32 kinds and tiers.
const SCORE_LADDER = ALL_ACHIEVEMENT_TYPES.filter(
  (type) => /^SCORE_\d+$/.test(type) && type !== 'SCORE_10000',
);
const TIME_LADDER = ALL_ACHIEVEMENT_TYPES.filter((type) => type.startsWith('TIME_'));
const FIRST_FAST_GAME = owned(...SCORE_LADDER, ...TIME_LADDER, 'PERFECT_GAME', 'NO_SWITCHES');

describe('Web | Achievements | next goals', () => {
  it('given a new player then the first goals are the first tiers, the games goal (with its progress) first', () => {
    const goals = nextGoals([], { gamesPlayed: 0 });
    expect(typesOf(goals)).to.deep.equal([
      'GAMES_10',
      'SCORE_1000',
      'TIME_300',
      'NO_SWITCHES',
      'PERFECT_GAME',
      'STREAK_3',
      'SUGGESTIONS_1',
      'INVITES_1',
    ]);
    expect(goals[0]).to.deep.include({ progress: { current: 0, target: 10 } });
    expect(goals.slice(1).every((goal) => goal.progress === null)).to.equal(true);
  });

  it('given owned tiers then each family asks for the tier after its best one, the nearest first', () => {
    const goals = nextGoals(owned('SCORE_1000', 'SCORE_9200', 'TIME_300', 'TIME_120', 'NO_SWITCHES'), {
      gamesPlayed: 4,
    });
    expect(typesOf(goals).slice(0, 3)).to.deep.equal(['SCORE_9300', 'TIME_60', 'GAMES_10']);
    expect(goals.find((goal) => goal.type === 'GAMES_10')).to.deep.include({
      progress: { current: 4, target: 10 },
      nearness: 0.4,
    });
    // Time is better the lower it is: 60 s after 120 s is half-way.
    expect(goals.find((goal) => goal.type === 'TIME_60')?.nearness).to.equal(0.5);
    expect(typesOf(goals)).to.not.include('NO_SWITCHES');
  });

  it('given losses, mistakes and mishaps then none of them is ever set as a goal', () => {
    const goals = typesOf(nextGoals([], { gamesPlayed: 3 }));
    for (const family of [
      'LOSING_STREAK',
      'SPEED_LOSS',
      'MISTAKES',
      'SMOOTH_BRAIN',
      'CLOSE_CALL',
      'SWITCHES_5',
    ]) {
      expect(
        goals.filter((type) => type.startsWith(family)),
        family,
      ).to.deep.equal([]);
    }
    expect(goals.filter((type) => type.startsWith('PODIUM'))).to.deep.equal([]);
  });

  it('given the top tier of a family, or only an unreachable one left, then that family sets no goal', () => {
    const goals = typesOf(nextGoals(FIRST_FAST_GAME, { gamesPlayed: 1 }));
    // SCORE_10000 needs a game finished in under a second; TIME_25 is the last time tier.
    expect(goals.filter((type) => type.startsWith('SCORE_') || type.startsWith('TIME_'))).to.deep.equal([]);
    expect(goals).to.deep.equal(['GAMES_10', 'STREAK_3', 'SUGGESTIONS_1', 'INVITES_1']);
  });

  it('given a games count past the next tier (an old profile) then the progress stops at the target', () => {
    const [games] = nextGoals(owned('GAMES_10'), { gamesPlayed: 25 });
    expect(games).to.deep.include({ type: 'GAMES_20', progress: { current: 20, target: 20 }, nearness: 1 });
  });

  it("given one fast first game then the earned tab's first view is a handful of badges and goals, not the ladder", () => {
    const earned = arrangeAchievements(FIRST_FAST_GAME, 'top', []).shown;
    const goals = nextGoals(FIRST_FAST_GAME, { gamesPlayed: 1 }).slice(0, GOALS_PREVIEW);
    expect(viewAchievements(FIRST_FAST_GAME, 'all')).to.have.length(32);
    expect(earned.map((entry) => entry.type)).to.deep.equal([
      'PERFECT_GAME',
      'NO_SWITCHES',
      'SCORE_9900',
      'TIME_25',
    ]);
    expect(earned.length + goals.length).to.equal(7);
    expect(earnedKinds(FIRST_FAST_GAME)).to.equal(4);
  });

  const { fi, en } = translators();
  for (const [language, t] of [
    ['fi', fi],
    ['en', en],
  ] as const) {
    it(`given every goal a player can have then its name and task read in ${language}, every placeholder filled`, () => {
      const everyGoal = [
        ...nextGoals([], { gamesPlayed: 0 }),
        ...nextGoals(owned('GAMES_10', 'SCORE_9000', 'TIME_60', 'STREAK_3', 'SUGGESTIONS_1', 'INVITES_1'), {
          gamesPlayed: 10,
        }),
      ];
      for (const goal of everyGoal) {
        const text = goalText(t, language, goal);
        expect(text.name, goal.type).to.not.match(/{{|}}|^achievements\./);
        expect(text.description, goal.type).to.not.match(/{{|}}|^achievements\./);
      }
    });
  }

  it('says each task as a task, with the tier in the language of the page', () => {
    const [score] = nextGoals(owned('SCORE_9200'), { gamesPlayed: 1 });
    expect(goalText(en, 'en', score!)).to.deep.equal({
      name: '9,300 points',
      description: 'Win a game with at least 9,300 points.',
    });
    expect(goalText(fi, 'fi', score!).description).to.equal('Voita peli vähintään 9\u00a0300 pisteellä.');
    const suggestions = nextGoals(owned('SUGGESTIONS_1'), { gamesPlayed: 0 }).find((goal) =>
      goal.type.startsWith('SUGGESTIONS'),
    );
    expect(goalText(en, 'en', suggestions!).description).to.equal('Suggest 5 groups in all.');
  });
});
