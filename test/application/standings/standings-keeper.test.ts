import { expect } from 'chai';
import { daysAgo, TODAY, useStandings } from './standings-fixture';

// The standing and achievements kept in the transaction that stores a score (DESIGN 6).

const types = (owned: readonly { type: string }[]) => owned.map((entry) => entry.type);

describe('Application | Standings | Kept with each stored score', function () {
  this.timeout(30_000);
  const standings = useStandings();

  beforeEach(async () => {
    await standings.publish(...Array.from({ length: 15 }, (_, i) => daysAgo(14 - i)));
  });

  it('given the first game, a win, then the standing counts it and the game unlocks its own achievements', async () => {
    const user = await standings.aUser();
    const unlocked = await standings.record(user, TODAY, {
      score: 9_650,
      status: 'won',
      mistakes: 0,
      switches: 0,
      elapsedSeconds: 50,
    });

    expect(types(unlocked)).to.include.members(['PERFECT_GAME', 'NO_SWITCHES', 'SCORE_9600', 'TIME_50']);
    expect(types(unlocked)).to.not.include.members(['SCORE_9700', 'TIME_45', 'GAMES_10']);
    expect(unlocked.every((entry) => entry.count === 1)).to.equal(true);
    expect(await standings.parts().standings.find(user)).to.include({
      gamesPlayed: 1,
      wins: 1,
      winRate: 100,
      avgScore: 9_650,
      bestScore: 9_650,
      combinedPoints: 9_650,
      currentStreak: 1,
      maxStreak: 1,
      lastPlayed: TODAY,
      performanceIndex: 9_650,
      previousPerformanceIndex: 0,
    });
  });

  it('given a repeatable achievement earned again, then its count grows; the game lists it with the new count', async () => {
    const user = await standings.aUser();
    await standings.record(user, daysAgo(1), { mistakes: 0, switches: 0 });
    const second = await standings.record(user, TODAY, { mistakes: 0, switches: 0 });

    expect(second.find((entry) => entry.type === 'PERFECT_GAME')?.count).to.equal(2);
    expect(await standings.parts().achievements.ofGame(user, TODAY)).to.deep.include({
      type: 'PERFECT_GAME',
      count: 2,
    });
  });

  it('given the tenth game, then GAMES_10 is unlocked once; the eleventh does not list it again', async () => {
    const user = await standings.aUser();
    for (let day = 10; day >= 2; day -= 1) {
      expect(types(await standings.record(user, daysAgo(day)))).to.not.include('GAMES_10');
    }
    expect(types(await standings.record(user, daysAgo(1)))).to.include('GAMES_10');
    expect(types(await standings.record(user, TODAY))).to.not.include('GAMES_10');
    const owned = await standings.parts().achievements.owned(user);
    expect(owned.find((entry) => entry.type === 'GAMES_10')?.count).to.equal(1);
  });

  it('given three wins in a row, then STREAK_3; a loss then starts a losing streak and breaks the streak', async () => {
    const user = await standings.aUser();
    await standings.record(user, daysAgo(3));
    await standings.record(user, daysAgo(2));
    expect(types(await standings.record(user, daysAgo(1)))).to.include('STREAK_3');
    await standings.record(user, TODAY, { score: 0, status: 'lost', elapsedSeconds: 200 });

    expect(await standings.parts().standings.find(user)).to.include({
      currentStreak: 0,
      maxStreak: 3,
      losingStreak: 1,
    });
  });

  it('given three past days caught up long after, then STREAK_3 though no current streak remains', async () => {
    const user = await standings.aUser();
    await standings.record(user, daysAgo(10));
    await standings.record(user, daysAgo(9));
    expect(types(await standings.record(user, daysAgo(8)))).to.include('STREAK_3');
    expect(await standings.parts().standings.find(user)).to.include({ currentStreak: 0, maxStreak: 3 });
  });

  it('given a missed date between wins, then the streak starts again after it', async () => {
    const user = await standings.aUser();
    await standings.record(user, daysAgo(3));
    await standings.record(user, daysAgo(2));
    await standings.record(user, TODAY);

    expect(await standings.parts().standings.find(user)).to.include({ currentStreak: 1, maxStreak: 2 });
  });

  it('given a forfeit, then it breaks the streak, counts as a loss and earns the losing achievements only', async () => {
    const user = await standings.aUser();
    await standings.record(user, daysAgo(1));
    const unlocked = await standings.record(user, TODAY, {
      score: 0,
      status: 'forfeit',
      elapsedSeconds: 20,
      switches: 5,
    });

    expect(types(unlocked)).to.have.members([
      'SWITCHES_5_LOSE',
      'SPEED_LOSS_120',
      'SPEED_LOSS_90',
      'SPEED_LOSS_60',
      'SPEED_LOSS_30',
    ]);
    expect(await standings.parts().standings.find(user)).to.include({
      gamesPlayed: 2,
      wins: 1,
      winRate: 50,
      currentStreak: 0,
      losingStreak: 1,
    });
  });

  it('given a win under 50 points and a game of 16 mistakes, then CLOSE_CALL and SMOOTH_BRAIN', async () => {
    const user = await standings.aUser();
    expect(types(await standings.record(user, daysAgo(1), { score: 49, mistakes: 2 }))).to.include(
      'CLOSE_CALL',
    );
    expect(
      types(
        await standings.record(user, TODAY, { score: 0, status: 'lost', mistakes: 16, elapsedSeconds: 900 }),
      ),
    ).to.include('SMOOTH_BRAIN');
  });

  it('given mistakes adding up to 50 over games, then MISTAKES_50', async () => {
    const user = await standings.aUser();
    await standings.record(user, daysAgo(1), { score: 0, status: 'lost', mistakes: 25, elapsedSeconds: 900 });
    expect(
      types(
        await standings.record(user, TODAY, { score: 0, status: 'lost', mistakes: 25, elapsedSeconds: 900 }),
      ),
    ).to.include('MISTAKES_50');
  });

  it('given a cheater result, then no achievement, and the game counts as a loss', async () => {
    const user = await standings.aUser();
    expect(await standings.record(user, TODAY, { score: 0, status: 'cheater' })).to.deep.equal([]);
    expect(await standings.parts().standings.find(user)).to.include({ gamesPlayed: 1, wins: 0 });
  });

  it('given a demo game, then nothing is counted', async () => {
    const user = await standings.aUser();
    expect(await standings.record(user, TODAY, { isDemo: true })).to.deep.equal([]);
    expect(await standings.parts().standings.find(user)).to.equal(null);
  });

  it('given two games of one player finishing at once, then the standing counts both', async () => {
    const user = await standings.aUser();
    await Promise.all([standings.record(user, daysAgo(1)), standings.record(user, TODAY)]);

    expect(await standings.parts().standings.find(user)).to.include({ gamesPlayed: 2, currentStreak: 2 });
  });
});
