import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { CLOCK_START, expectError, useGameServer, type RegisteredPlayer } from '../support/game-api';
import { ok } from '../support/scoreboard-api';

// /groups/* of player-side spec 7 (the group scoreboards are the scoreboard router's).

describe('API | Groups', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let codes = 0;
  /** A code no other test of this server has used: codes are unique per instance. */
  const freshCode = () => `G${(++codes).toString(36).padStart(3, '0')}${randomUUID().slice(0, 1)}`;

  const put = (player: RegisteredPlayer, path: string, body: unknown) =>
    game.api.put(path, body, player.token);
  const remove = (player: RegisteredPlayer, path: string) => game.api.delete(path, player.token);
  const create = async (
    owner: RegisteredPlayer,
    name = 'Ystävät',
    groupCode: string | null = freshCode(),
  ) => {
    const answer = await owner.post('/groups', { name, groupCode });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
    return answer.body.group as { id: string; groupCode: string | null; name: string };
  };

  it('given a signed-in player, when they create a group, then 201 with the group, listed as theirs and found by its code in any case', async () => {
    const owner = await game.registered();
    const code = freshCode();
    const created = await owner.post('/groups', { name: '  Kerho  ', groupCode: code });
    expect(created.status).to.equal(201);
    const group = created.body.group;
    expect(group).to.deep.include({
      name: 'Kerho',
      groupCode: code,
      ownerId: owner.userId,
      memberCount: 1,
      isOwner: true,
      isMember: true,
    });
    expect(group.ownerUsername).to.be.a('string');
    expect(group.createdAt).to.equal(CLOCK_START);

    expect(ok(await owner.get('/groups'))).to.deep.equal({ groups: [group] });
    expect(ok(await owner.get('/groups/user'))).to.deep.equal({ groups: [group] });
    expect(ok(await owner.get(`/groups/code/${code.toLowerCase()}`))).to.deep.equal({ group });
    const stranger = await game.registered();
    expect(ok(await stranger.get(`/groups/code/${code}`)).group).to.deep.include({
      isOwner: false,
      isMember: false,
    });
  });

  it('given bad input to POST /groups, then 400 with a code; a taken code in another case answers 409; an empty one gets a generated code', async () => {
    const owner = await game.registered();
    expectError(await owner.post('/groups', {}), 400, 'VALIDATION_ERROR');
    expectError(await owner.post('/groups', { name: 7 }), 400, 'VALIDATION_ERROR');
    expectError(await owner.post('/groups', { name: '   ' }), 400, 'GROUP_NAME_REQUIRED');
    expectError(await owner.post('/groups', { name: 'x'.repeat(31) }), 400, 'GROUP_NAME_INVALID');
    expectError(await owner.post('/groups', { name: 'x', groupCode: 'SIXSIX' }), 400, 'GROUP_CODE_INVALID');
    expectError(await owner.post('/groups', { name: 'x', groupCode: 'a_b' }), 400, 'GROUP_CODE_INVALID');
    const taken = await create(owner, 'Eka');
    const other = await game.registered();
    expectError(
      await other.post('/groups', { name: 'Toka', groupCode: taken.groupCode!.toLowerCase() }),
      409,
      'GROUP_CODE_TAKEN',
    );
    expect(ok(await other.get('/groups'))).to.deep.equal({ groups: [] });
    expect(
      ok(await owner.post('/groups', { name: 'Koodi luodaan', groupCode: '' }), 201).group.groupCode,
    ).to.match(/^[A-Z2-9]{5}$/);
  });

  it('given an owner of 20 groups, then another group is refused with GROUP_LIMIT_REACHED', async () => {
    const owner = await game.registered();
    for (let n = 0; n < 20; n += 1) await create(owner, `Ryhmä ${n}`, null);
    const refused = await owner.post('/groups', { name: 'liikaa' });
    expectError(refused, 409, 'GROUP_LIMIT_REACHED');
    expect(ok(await owner.get('/groups')).groups).to.have.length(20);
  });

  it('given an unknown code, then 404 GROUP_NOT_FOUND; a code of the wrong shape, then 400 GROUP_CODE_INVALID', async () => {
    const player = await game.registered();
    expectError(await player.get('/groups/code/ZZZZZ'), 404, 'GROUP_NOT_FOUND');
    expectError(await player.get('/groups/code/a-b'), 400, 'GROUP_CODE_INVALID');
    expectError(await remove(player, '/groups/code/ZZZZZ'), 404, 'GROUP_NOT_FOUND');
  });

  it('given no token, then every path of /groups answers 401', async () => {
    const id = randomUUID();
    const calls = [
      game.api.get('/groups'),
      game.api.post('/groups', { name: 'x' }),
      game.api.get('/groups/user'),
      game.api.get('/groups/code/ABC'),
      game.api.delete('/groups/code/ABC'),
      game.api.get(`/groups/${id}/users`),
      game.api.post(`/groups/${id}/users`, { userId: id }),
      game.api.delete(`/groups/${id}/users/${id}`),
      game.api.post(`/groups/${id}/users/self`, { groupCode: 'ABC' }),
      game.api.delete(`/groups/${id}/users/self`),
    ];
    for (const answer of await Promise.all(calls)) expectError(answer, 401, 'UNAUTHORIZED');
  });

  it("given a group, then its members see the member list; another user's request answers 403 NOT_GROUP_MEMBER", async () => {
    const [owner, member, stranger] = [
      await game.registered(),
      await game.registered(),
      await game.registered(),
    ];
    const group = await create(owner);
    ok(await owner.post(`/groups/${group.id}/users`, { userId: member.userId }), 201);

    const list = ok(await member.get(`/groups/${group.id}/users`));
    expect(list.groupId).to.equal(group.id);
    expect(list.users.map((u: { userId: string; isOwner: boolean }) => [u.userId, u.isOwner])).to.deep.equal([
      [owner.userId, true],
      [member.userId, false],
    ]);
    expectError(await stranger.get(`/groups/${group.id}/users`), 403, 'NOT_GROUP_MEMBER');
    expectError(await stranger.get(`/groups/${randomUUID()}/users`), 404, 'GROUP_NOT_FOUND');
    expectError(await stranger.get('/groups/not-a-uuid/users'), 404, 'GROUP_NOT_FOUND');
  });

  it('given the owner, then users are added (201) once; unknown users answer 404 and bad bodies 400', async () => {
    const [owner, friend] = [await game.registered(), await game.registered()];
    const group = await create(owner);
    const added = ok(await owner.post(`/groups/${group.id}/users`, { userId: friend.userId }), 201);
    expect(added.users).to.have.length(2);
    expectError(
      await owner.post(`/groups/${group.id}/users`, { userId: friend.userId }),
      409,
      'ALREADY_GROUP_MEMBER',
    );
    expectError(
      await owner.post(`/groups/${group.id}/users`, { userId: randomUUID() }),
      404,
      'USER_NOT_FOUND',
    );
    expectError(await owner.post(`/groups/${group.id}/users`, { userId: 'nobody' }), 404, 'USER_NOT_FOUND');
    expectError(await owner.post(`/groups/${group.id}/users`, {}), 400, 'VALIDATION_ERROR');
    expectError(await owner.post(`/groups/${group.id}/users`, { userId: 5 }), 400, 'VALIDATION_ERROR');
    expectError(await owner.post('/groups/nope/users', { userId: friend.userId }), 404, 'GROUP_NOT_FOUND');
  });

  it('given a group the caller does not own, then adding, removing and deleting answer 403 NOT_GROUP_OWNER and change nothing', async () => {
    const [owner, member, other] = [
      await game.registered(),
      await game.registered(),
      await game.registered(),
    ];
    const group = await create(owner);
    ok(await member.post(`/groups/${group.id}/users/self`, { groupCode: group.groupCode }), 201);
    expectError(
      await member.post(`/groups/${group.id}/users`, { userId: other.userId }),
      403,
      'NOT_GROUP_OWNER',
    );
    expectError(await remove(member, `/groups/${group.id}/users/${owner.userId}`), 403, 'NOT_GROUP_OWNER');
    expectError(await remove(other, `/groups/${group.id}/users/${member.userId}`), 403, 'NOT_GROUP_OWNER');
    expectError(await remove(member, `/groups/code/${group.groupCode}`), 403, 'NOT_GROUP_OWNER');
    expectError(await remove(other, `/groups/code/${group.groupCode}`), 403, 'NOT_GROUP_OWNER');
    expect(ok(await owner.get(`/groups/${group.id}/users`)).users).to.have.length(2);
  });

  it('given the owner, then a member is removed; removing themself answers 409 OWNER_CANNOT_LEAVE, a non-member 403', async () => {
    const [owner, member] = [await game.registered(), await game.registered()];
    const group = await create(owner);
    ok(await owner.post(`/groups/${group.id}/users`, { userId: member.userId }), 201);
    const after = ok(await remove(owner, `/groups/${group.id}/users/${member.userId}`));
    expect(after.users.map((u: { userId: string }) => u.userId)).to.deep.equal([owner.userId]);
    expectError(await remove(owner, `/groups/${group.id}/users/${owner.userId}`), 409, 'OWNER_CANNOT_LEAVE');
    expectError(await remove(owner, `/groups/${group.id}/users/${member.userId}`), 403, 'NOT_GROUP_MEMBER');
    expectError(await remove(owner, `/groups/${group.id}/users/whoever`), 403, 'NOT_GROUP_MEMBER');
  });

  it("given the group's code, then a player joins (201); a wrong or empty code answers 403 GROUP_CODE_MISMATCH", async () => {
    const [owner, joiner] = [await game.registered(), await game.registered()];
    const group = await create(owner);
    const generated = await create(owner, 'Koodi luotu', null);
    expectError(
      await joiner.post(`/groups/${group.id}/users/self`, { groupCode: 'WRONG' }),
      403,
      'GROUP_CODE_MISMATCH',
    );
    expectError(
      await joiner.post(`/groups/${generated.id}/users/self`, { groupCode: '' }),
      403,
      'GROUP_CODE_MISMATCH',
    );
    expectError(await joiner.post(`/groups/${group.id}/users/self`, {}), 400, 'VALIDATION_ERROR');
    expectError(
      await joiner.post(`/groups/${randomUUID()}/users/self`, { groupCode: 'A' }),
      404,
      'GROUP_NOT_FOUND',
    );

    const joined = ok(
      await joiner.post(`/groups/${group.id}/users/self`, { groupCode: group.groupCode!.toLowerCase() }),
      201,
    );
    expect(joined.group).to.deep.include({ id: group.id, isMember: true, isOwner: false, memberCount: 2 });
    expectError(
      await joiner.post(`/groups/${group.id}/users/self`, { groupCode: group.groupCode }),
      409,
      'ALREADY_GROUP_MEMBER',
    );
    expect(ok(await joiner.get('/groups/user')).groups.map((g: { id: string }) => g.id)).to.deep.equal([
      group.id,
    ]);
    expect(ok(await joiner.get('/groups')).groups).to.deep.equal([]);
  });

  it('given a member, then they leave; the owner cannot (409 OWNER_CANNOT_LEAVE); a non-member gets 403 NOT_GROUP_MEMBER', async () => {
    const [owner, member] = [await game.registered(), await game.registered()];
    const group = await create(owner);
    ok(await member.post(`/groups/${group.id}/users/self`, { groupCode: group.groupCode }), 201);
    expect(ok(await remove(member, `/groups/${group.id}/users/self`))).to.deep.equal({
      message: 'Left the group',
      groupId: group.id,
    });
    expectError(await remove(member, `/groups/${group.id}/users/self`), 403, 'NOT_GROUP_MEMBER');
    expectError(await remove(owner, `/groups/${group.id}/users/self`), 409, 'OWNER_CANNOT_LEAVE');
    expectError(await remove(member, '/groups/x/users/self'), 404, 'GROUP_NOT_FOUND');
  });

  it('given the owner, then the group is deleted by its code with its memberships; its code is free again', async () => {
    const [owner, member] = [await game.registered(), await game.registered()];
    const group = await create(owner);
    ok(await member.post(`/groups/${group.id}/users/self`, { groupCode: group.groupCode }), 201);
    expect(ok(await remove(owner, `/groups/code/${group.groupCode!.toLowerCase()}`))).to.deep.equal({
      message: 'Group deleted',
      groupId: group.id,
    });
    expectError(await owner.get(`/groups/code/${group.groupCode}`), 404, 'GROUP_NOT_FOUND');
    expectError(await owner.get(`/groups/${group.id}/users`), 404, 'GROUP_NOT_FOUND');
    expect(ok(await member.get('/groups/user')).groups).to.deep.equal([]);
    await create(member, 'Uusi', group.groupCode);
    // PUT is no method of these paths.
    expect((await put(owner, '/groups', {})).status).to.equal(405);
  });
});
