import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { expectError, useGameServer } from '../support/game-api';
import { ok } from '../support/scoreboard-api';

// /scoreboard/personal-list/*: the follow list ("My list") and the search that fills it.

describe('API | Follow list', function () {
  this.timeout(60_000);
  const game = useGameServer();

  const usernameOf = async (token: string) =>
    (await game.api.get('/auth/profile', token)).body.username as string;

  it('given players followed, then the list holds them; adding again changes nothing; removing takes them off', async () => {
    const [me, friend] = [await game.registered(), await game.registered()];
    const friendName = await usernameOf(friend.token);
    expect(ok(await me.get('/scoreboard/personal-list'))).to.deep.equal({ following: [] });

    const added = ok(await me.post('/scoreboard/personal-list/add', { userId: friend.userId }));
    expect(added).to.deep.equal({ following: [{ userId: friend.userId, username: friendName }] });
    expect(ok(await me.post('/scoreboard/personal-list/add', { userId: friend.userId }))).to.deep.equal(
      added,
    );
    expect(ok(await me.get('/scoreboard/personal-list'))).to.deep.equal(added);

    const removed = ok(await game.api.delete(`/scoreboard/personal-list/remove/${friend.userId}`, me.token));
    expect(removed).to.deep.equal({ following: [] });
    expect(
      ok(await game.api.delete(`/scoreboard/personal-list/remove/${friend.userId}`, me.token)),
    ).to.deep.equal({
      following: [],
    });
    expect(ok(await game.api.delete('/scoreboard/personal-list/remove/not-a-uuid', me.token))).to.deep.equal({
      following: [],
    });
  });

  it('given bad input, then 400 FOLLOW_SELF, 404 USER_NOT_FOUND or 400 VALIDATION_ERROR', async () => {
    const me = await game.registered();
    expectError(await me.post('/scoreboard/personal-list/add', { userId: me.userId }), 400, 'FOLLOW_SELF');
    expectError(
      await me.post('/scoreboard/personal-list/add', { userId: randomUUID() }),
      404,
      'USER_NOT_FOUND',
    );
    expectError(await me.post('/scoreboard/personal-list/add', { userId: 'x' }), 404, 'USER_NOT_FOUND');
    expectError(await me.post('/scoreboard/personal-list/add', {}), 400, 'VALIDATION_ERROR');
    expectError(await me.post('/scoreboard/personal-list/add', { userId: [] }), 400, 'VALIDATION_ERROR');
  });

  it("given another player's list, then nobody else's calls change it", async () => {
    const [me, other, friend] = [await game.registered(), await game.registered(), await game.registered()];
    ok(await other.post('/scoreboard/personal-list/add', { userId: friend.userId }));
    ok(await game.api.delete(`/scoreboard/personal-list/remove/${friend.userId}`, me.token));
    expect(ok(await other.get('/scoreboard/personal-list')).following).to.have.length(1);
    expect(ok(await me.get('/scoreboard/personal-list')).following).to.deep.equal([]);
  });

  it('given a search term, then other players whose name holds it, each marked isFollowed; the searcher is left out', async () => {
    const [me, followed, other] = [await game.registered(), await game.registered(), await game.registered()];
    ok(await me.post('/scoreboard/personal-list/add', { userId: followed.userId }));
    const followedName = await usernameOf(followed.token);
    const otherName = await usernameOf(other.token);
    const myName = await usernameOf(me.token);

    const byName = async (name: string) =>
      ok(
        await me.get(
          `/scoreboard/personal-list/search?query=${encodeURIComponent(` ${name.toUpperCase()} `)}`,
        ),
      );
    expect(await byName(followedName)).to.deep.equal({
      users: [{ userId: followed.userId, username: followedName, isFollowed: true }],
    });
    expect(await byName(otherName)).to.deep.equal({
      users: [{ userId: other.userId, username: otherName, isFollowed: false }],
    });
    expect(await byName(myName)).to.deep.equal({ users: [] });
    const many = ok(await me.get('/scoreboard/personal-list/search?query=pelaaja'));
    expect(many.users.length).to.be.within(2, 20);
    expect(many.users.map((u: { userId: string }) => u.userId)).to.not.include(me.userId);
  });

  it('given LIKE wildcards as the term, then they match only themselves', async () => {
    const me = await game.registered();
    await game.registered();
    for (const query of ['%%', '__', '%_']) {
      expect(
        ok(await me.get(`/scoreboard/personal-list/search?query=${encodeURIComponent(query)}`)),
      ).to.deep.equal({ users: [] }, query);
    }
  });

  it('given a term shorter than 2 characters, then 400 SEARCH_TERM_TOO_SHORT', async () => {
    const me = await game.registered();
    for (const query of ['', '?query=', '?query=a', '?query=%20a%20', '?query=a&query=b']) {
      expectError(await me.get(`/scoreboard/personal-list/search${query}`), 400, 'SEARCH_TERM_TOO_SHORT');
    }
  });

  it('given a control character in the term or in a paging parameter, then 400 VALIDATION_ERROR, not a server error', async () => {
    const me = await game.registered();
    expectError(await me.get('/scoreboard/personal-list/search?query=ab%00'), 400, 'VALIDATION_ERROR');
    expectError(await me.get('/scoreboard/players?page=1%00'), 400, 'VALIDATION_ERROR');
  });

  it('given no token, then every path of the follow list answers 401', async () => {
    const id = randomUUID();
    const calls = [
      game.api.get('/scoreboard/personal-list'),
      game.api.post('/scoreboard/personal-list/add', { userId: id }),
      game.api.delete(`/scoreboard/personal-list/remove/${id}`),
      game.api.get('/scoreboard/personal-list/search?query=pelaaja'),
    ];
    for (const answer of await Promise.all(calls)) expectError(answer, 401, 'UNAUTHORIZED');
  });
});
