import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { expectError, useGameServer, type RegisteredPlayer } from '../support/game-api';
import { ok } from '../support/scoreboard-api';

// GET and PUT /scoreboard/preferences: the players tab's sort, order, filter and selected group.

describe('API | Scoreboard preferences', function () {
  this.timeout(60_000);
  const game = useGameServer();
  const DEFAULTS = { sortBy: 'performanceIndex', sortOrder: 'desc', filter: 'all', selectedGroupId: null };

  const put = (player: RegisteredPlayer, body: unknown) =>
    game.api.put('/scoreboard/preferences', body, player.token);

  it('given nothing stored, then the defaults', async () => {
    const me = await game.registered();
    expect(ok(await me.get('/scoreboard/preferences'))).to.deep.equal(DEFAULTS);
  });

  it('given partial changes, then they are merged with the stored preferences and answered', async () => {
    const me = await game.registered();
    expect(ok(await put(me, { sortBy: 'gamesPlayed' }))).to.deep.equal({
      ...DEFAULTS,
      sortBy: 'gamesPlayed',
    });
    const expected = { ...DEFAULTS, sortBy: 'gamesPlayed', sortOrder: 'asc', filter: 'friends' };
    expect(ok(await put(me, { sortOrder: 'asc', filter: 'friends', unknownField: 1 }))).to.deep.equal(
      expected,
    );
    expect(ok(await me.get('/scoreboard/preferences'))).to.deep.equal(expected);
    expect(ok(await (await game.registered()).get('/scoreboard/preferences'))).to.deep.equal(DEFAULTS);
  });

  it("given one of the caller's groups, then it is selected; null clears it", async () => {
    const me = await game.registered();
    const group = (await me.post('/groups', { name: 'Oma' })).body.group;
    expect(ok(await put(me, { filter: 'groups', selectedGroupId: group.id }))).to.deep.equal({
      ...DEFAULTS,
      filter: 'groups',
      selectedGroupId: group.id,
    });
    expect(ok(await put(me, { selectedGroupId: null })).selectedGroupId).to.equal(null);
  });

  it("given bad values or another user's group, then 400 VALIDATION_ERROR, 403 NOT_GROUP_MEMBER or 404 GROUP_NOT_FOUND, and nothing changes", async () => {
    const [me, other] = [await game.registered(), await game.registered()];
    const theirs = (await other.post('/groups', { name: 'Muiden' })).body.group;
    ok(await put(me, { sortBy: 'winRate' }));
    expectError(await put(me, { sortBy: 'luck' }), 400, 'VALIDATION_ERROR');
    expectError(await put(me, { sortOrder: 'up' }), 400, 'VALIDATION_ERROR');
    expectError(await put(me, { filter: 'enemies' }), 400, 'VALIDATION_ERROR');
    expectError(await put(me, { selectedGroupId: 5 }), 400, 'VALIDATION_ERROR');
    expectError(await put(me, ['winRate']), 400, 'VALIDATION_ERROR');
    expectError(await put(me, { sortBy: 'avgScore', selectedGroupId: theirs.id }), 403, 'NOT_GROUP_MEMBER');
    expectError(await put(me, { selectedGroupId: randomUUID() }), 404, 'GROUP_NOT_FOUND');
    expectError(await put(me, { selectedGroupId: 'ryhmä' }), 404, 'GROUP_NOT_FOUND');
    expect(ok(await me.get('/scoreboard/preferences'))).to.deep.equal({ ...DEFAULTS, sortBy: 'winRate' });
  });

  it('given no token, then both paths answer 401', async () => {
    expectError(await game.api.get('/scoreboard/preferences'), 401, 'UNAUTHORIZED');
    expectError(await game.api.put('/scoreboard/preferences', { sortBy: 'winRate' }), 401, 'UNAUTHORIZED');
  });
});
