import { expect } from 'chai';
import { TODAY, YESTERDAY, solveAll, useGameServer } from '../support/game-api';

// The deletion summary (player spec 3) counts what the standings and social features stored.

describe('API | Accounts | Deletion summary of standings and social data', function () {
  this.timeout(60_000);
  const game = useGameServer();

  it('given a player with games, achievements, a follow list, followers and a referral, then deletedData counts each', async () => {
    const [leaving, friend, referred] = [
      await game.registered(),
      await game.registered(),
      await game.registered(),
    ];
    await solveAll(leaving, await game.puzzle(TODAY));
    await solveAll(leaving, await game.puzzle(YESTERDAY));
    expect((await leaving.post('/scoreboard/personal-list/add', { userId: friend.userId })).status).to.equal(
      200,
    );
    expect((await friend.post('/scoreboard/personal-list/add', { userId: leaving.userId })).status).to.equal(
      200,
    );
    const { referralCode } = (await leaving.post('/referral/generate')).body;
    expect((await referred.post('/referral/apply', { referralCode })).status).to.equal(200);
    const owned = (await leaving.get('/auth/profile')).body.achievements as { type: string }[];
    expect(owned.length).to.be.greaterThan(0);

    const deleted = await game.api.delete('/auth/account', leaving.token);

    expect(deleted.status).to.equal(200);
    expect(deleted.body.deletedData).to.deep.include({
      user: 1,
      gameScores: 2,
      gameSessions: 2,
      scoreboard: 1,
      playerAchievements: owned.length,
      personalLists: 1,
      followingRefs: 1,
      referrals: 1,
    });
    expect((await friend.get('/scoreboard/personal-list')).body.following).to.deep.equal([]);
  });
});
