import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import {
  INVALID_DATE_TEXT,
  TODAY,
  TOMORROW,
  daysAgo,
  expectError,
  useGameServer,
  type RegisteredPlayer,
} from '../support/game-api';
import { forfeitOn, ok, usernameOf, winOn } from '../support/scoreboard-api';

// /groups/{id}/scoreboard/players, /days and /days/{day}: a group's boards list its members only, and only
// members see them.

describe('API | Scoreboard | Groups', function () {
  this.timeout(120_000);
  const game = useGameServer();

  // The owner (9,000 on daysAgo 2), two members (10,000 on daysAgo 2; a forfeit on daysAgo 2 and 9,500 on
  // daysAgo 3) and an outsider who beats them all on both dates.
  let owner: RegisteredPlayer, first: RegisteredPlayer, second: RegisteredPlayer, outsider: RegisteredPlayer;
  let groupId: string;
  const names = new Map<string, string>();
  const labels = (rows: { userId: string }[]) => rows.map((row) => names.get(row.userId) ?? row.userId);
  const board = (what: string, query = '') => `/groups/${groupId}/scoreboard/${what}${query}`;

  before(async () => {
    [owner, first, second, outsider] = [
      await game.registered(),
      await game.registered(),
      await game.registered(),
      await game.registered(),
    ];
    for (const [label, player] of Object.entries({ owner, first, second, outsider }))
      names.set(player.userId, label);
    groupId = ok(await owner.post('/groups', { name: 'Kerho', groupCode: 'KRH' }), 201).group.id;
    for (const member of [first, second])
      ok(await member.post(`/groups/${groupId}/users/self`, { groupCode: 'KRH' }), 201);
    await winOn(game, owner, daysAgo(2), 2);
    await winOn(game, first, daysAgo(2));
    await forfeitOn(second, daysAgo(2));
    await winOn(game, second, daysAgo(3), 1);
    await winOn(game, outsider, daysAgo(2));
    await winOn(game, outsider, daysAgo(3));
  });

  it("given a group's members, then its players board lists them only, by performance index, with the group page size", async () => {
    const page = ok(await owner.get(board('players')));
    expect(labels(page.players)).to.deep.equal(['first', 'owner', 'second']);
    expect(page).to.include({ page: 1, limit: 10, total: 3, totalPages: 1, hasMore: false });
    expect(page.players.map((row: { position: number }) => row.position)).to.deep.equal([1, 2, 3]);
    expect(page.players[1]).to.include({
      userId: owner.userId,
      username: await usernameOf(owner),
      gamesPlayed: 1,
      performanceIndex: 9000,
      isMe: true,
    });
    expect(page.players[2]).to.include({ gamesPlayed: 2, winRate: 50, performanceIndex: 2375, isMe: false });
  });

  it("given sortBy, sortOrder and paging, then the group's players follow them", async () => {
    expect(labels(ok(await first.get(board('players', '?sortBy=combinedPoints'))).players)).to.deep.equal([
      'first',
      'second',
      'owner',
    ]);
    expect(
      labels(ok(await first.get(board('players', '?sortBy=combinedPoints&sortOrder=asc'))).players),
    ).to.deep.equal(['owner', 'second', 'first']);
    const paged = ok(await first.get(board('players', '?limit=2&page=2')));
    expect(labels(paged.players)).to.deep.equal(['second']);
    expect(paged).to.include({ page: 2, limit: 2, total: 3, totalPages: 2, hasMore: false });
    expectError(await first.get(board('players', '?sortBy=luck')), 400, 'VALIDATION_ERROR');
    expectError(await first.get(board('players', '?limit=-1')), 400, 'VALIDATION_ERROR');
  });

  it("given a group's days board, then each date's figures count the members only, 12 dates a page", async () => {
    const page = ok(await owner.get(board('days')));
    expect(page).to.include({ page: 1, limit: 12, total: 16, totalPages: 2, hasMore: true });
    expect(page.days[0].gameDate).to.equal(TODAY);
    const dayOf = (date: string) => page.days.find((day: { gameDate: string }) => day.gameDate === date);
    expect(dayOf(daysAgo(2))).to.include({
      totalPlayers: 3,
      wins: 2,
      averageScore: 6333,
      topScore: 10_000,
      topPlayer: await usernameOf(first),
      myScore: 9000,
    });
    expect(dayOf(daysAgo(3))).to.include({
      totalPlayers: 1,
      wins: 1,
      averageScore: 9500,
      topScore: 9500,
      topPlayer: await usernameOf(second),
      myScore: null,
    });
    expect(dayOf(TODAY)).to.include({ totalPlayers: 0, topScore: null, topPlayer: null, myScore: null });
  });

  it("given a group's day, then the members' scores of it are ranked among themselves", async () => {
    const day = ok(await second.get(board(`days/${daysAgo(2)}`)));
    expect(day).to.include({ gameDate: daysAgo(2), sequenceNumber: 14, total: 3, limit: 10, hasMore: false });
    expect(
      day.scores.map((row: { userId: string; position: number; score: number; isMe: boolean }) => [
        names.get(row.userId),
        row.position,
        row.score,
        row.isMe,
      ]),
    ).to.deep.equal([
      ['first', 1, 10_000, false],
      ['owner', 2, 9000, false],
      ['second', 3, 0, true],
    ]);
    const other = ok(await owner.get(board(`days/${daysAgo(3)}`)));
    expect(
      other.scores.map((row: { userId: string; position: number }) => [names.get(row.userId), row.position]),
    ).to.deep.equal([['second', 1]]);
    const paged = ok(await owner.get(board(`days/${daysAgo(2)}`, '?limit=1&page=2')));
    expect(labels(paged.scores)).to.deep.equal(['owner']);
    expect(paged.scores[0].position).to.equal(2);
    expect(paged).to.include({ total: 3, totalPages: 3, hasMore: true });

    expectError(await owner.get(board('days/yesterday')), 400, 'INVALID_DATE_FORMAT', INVALID_DATE_TEXT);
    expectError(await owner.get(board(`days/${TOMORROW}`)), 404, 'GAME_NOT_FOUND');
  });

  it("given another user's group, then every board of it answers 403 NOT_GROUP_MEMBER", async () => {
    for (const what of ['players', 'days', `days/${daysAgo(2)}`]) {
      expectError(await outsider.get(board(what)), 403, 'NOT_GROUP_MEMBER');
    }
  });

  it('given an unknown or malformed group id, then every board answers 404 GROUP_NOT_FOUND', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '123']) {
      for (const what of ['players', 'days', `days/${daysAgo(2)}`]) {
        const answer = await owner.get(`/groups/${id}/scoreboard/${what}`);
        expect([id, what, answer.status, answer.body.code]).to.deep.equal([id, what, 404, 'GROUP_NOT_FOUND']);
      }
    }
  });

  it('given a member who has not played yet, then the players board lists them with zeros, after everyone who has played, whatever the sort', async () => {
    const newcomer = await game.registered();
    ok(await newcomer.post(`/groups/${groupId}/users/self`, { groupCode: 'KRH' }), 201);
    for (const [sortBy, order] of [
      ['lastPlayed', 'desc'],
      ['lastPlayed', 'asc'],
      ['gamesPlayed', 'asc'],
      ['performanceIndex', 'desc'],
    ]) {
      const page = ok(await owner.get(board('players', `?sortBy=${sortBy}&sortOrder=${order}`)));
      expect(labels(page.players).at(-1), `${sortBy} ${order}`).to.equal(newcomer.userId);
    }
    const page = ok(await newcomer.get(board('players')));
    expect(page.total).to.equal(4);
    expect(page.players.at(-1)).to.include({
      userId: newcomer.userId,
      gamesPlayed: 0,
      position: null,
      performanceIndex: 0,
      isMe: true,
    });
    ok(await game.api.delete(`/groups/${groupId}/users/self`, newcomer.token));
  });

  it('given a member who leaves, then the boards no longer list them and they are refused', async () => {
    const leaver = await game.registered();
    ok(await leaver.post(`/groups/${groupId}/users/self`, { groupCode: 'KRH' }), 201);
    await winOn(game, leaver, daysAgo(4));
    expect(ok(await owner.get(board('players'))).total).to.equal(4);
    expect(ok(await owner.get(board(`days/${daysAgo(4)}`))).total).to.equal(1);
    expect((await game.api.delete(`/groups/${groupId}/users/self`, leaver.token)).status).to.be.oneOf([
      200, 204,
    ]);
    expect(ok(await owner.get(board('players'))).total).to.equal(3);
    expect(ok(await owner.get(board(`days/${daysAgo(4)}`))).total).to.equal(0);
    expectError(await leaver.get(board('players')), 403, 'NOT_GROUP_MEMBER');
  });

  it('given no token, then every group board answers 401', async () => {
    for (const what of ['players', 'days', `days/${daysAgo(2)}`]) {
      expectError(await game.api.get(board(what)), 401, 'UNAUTHORIZED');
    }
  });
});
