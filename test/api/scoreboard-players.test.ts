import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { TODAY, daysAgo, expectError, useGameServer, type RegisteredPlayer } from '../support/game-api';
import { forfeitOn, ok, usernameOf, winOn } from '../support/scoreboard-api';

// /scoreboard/players and /scoreboard/personal of player spec 7: the players tab and My list (the follow
// list and the preferences have tests of their own). The tests share one server of their own, so that every
// count and every order is exact.

describe('API | Scoreboard', function () {
  this.timeout(180_000);

  describe('the players tab and My list', () => {
    const game = useGameServer();
    // A: 12 games (daysAgo 11 forfeited, 10..0 won at 10,000); B: 14 games (15..2 won at 9,500, 9 forfeited);
    // C: 10 wins at 8,500 (10..1); D: 9 wins at 10,000 (9..1), too few for the players tab.
    let a: RegisteredPlayer, b: RegisteredPlayer, c: RegisteredPlayer, d: RegisteredPlayer;
    const names = new Map<string, string>();
    const figures: Record<string, Record<string, unknown>> = {};

    before(async () => {
      [a, b, c, d] = [
        await game.registered(),
        await game.registered(),
        await game.registered(),
        await game.registered(),
      ];
      for (const [label, player] of Object.entries({ A: a, B: b, C: c, D: d }))
        names.set(player.userId, label);
      await forfeitOn(a, daysAgo(11));
      for (let n = 10; n >= 0; n -= 1) await winOn(game, a, daysAgo(n));
      for (let n = 15; n >= 2; n -= 1) {
        if (n === 9) await forfeitOn(b, daysAgo(n));
        else await winOn(game, b, daysAgo(n), 1);
      }
      for (let n = 10; n >= 1; n -= 1) await winOn(game, c, daysAgo(n), 3);
      for (let n = 9; n >= 1; n -= 1) await winOn(game, d, daysAgo(n));
      figures.A = {
        gamesPlayed: 12,
        winRate: 92,
        avgScore: 9167,
        bestScore: 10_000,
        combinedPoints: 110_000,
        currentStreak: 11,
        maxStreak: 11,
        lastPlayed: TODAY,
        performanceIndex: 8403,
      };
      figures.B = {
        gamesPlayed: 14,
        winRate: 93,
        avgScore: 8821,
        bestScore: 9500,
        combinedPoints: 123_500,
        currentStreak: 0,
        maxStreak: 7,
        lastPlayed: daysAgo(2),
        // The 14 dates up to today hold 12 of B's games, 11 of them won at 9,500.
        performanceIndex: 7983,
      };
      figures.C = {
        gamesPlayed: 10,
        winRate: 100,
        avgScore: 8500,
        bestScore: 8500,
        combinedPoints: 85_000,
        currentStreak: 10,
        maxStreak: 10,
        lastPlayed: daysAgo(1),
        performanceIndex: 8500,
      };
    });

    const labels = (page: { players: { userId: string }[] }) =>
      page.players.map((row) => names.get(row.userId) ?? row.userId);

    it('given players with 10 or more games and one with 9, then filter all lists the three, by performance index, with their figures', async () => {
      const page = ok(await a.get('/scoreboard/players'));
      expect(labels(page)).to.deep.equal(['C', 'A', 'B']);
      expect(page).to.include({ page: 1, limit: 10, total: 3, totalPages: 1, hasMore: false });
      for (const [i, row] of page.players.entries()) {
        const label = names.get(row.userId)!;
        expect(row).to.deep.include({
          ...figures[label],
          position: i + 1,
          isCheater: false,
          isSupporter: false,
        });
        expect(row.isMe).to.equal(label === 'A');
        expect(row.username).to.equal(await usernameOf({ A: a, B: b, C: c }[label as 'A' | 'B' | 'C']));
      }
      expect(labels(ok(await d.get('/scoreboard/players?filter=all')))).to.deep.equal(['C', 'A', 'B']);
    });

    const ORDERS: Record<string, string[]> = {
      performanceIndex: ['C', 'A', 'B'],
      gamesPlayed: ['B', 'A', 'C'],
      winRate: ['C', 'B', 'A'],
      avgScore: ['A', 'B', 'C'],
      bestScore: ['A', 'B', 'C'],
      combinedPoints: ['B', 'A', 'C'],
      currentStreak: ['A', 'C', 'B'],
      maxStreak: ['A', 'C', 'B'],
      lastPlayed: ['A', 'C', 'B'],
    };
    for (const [sortBy, descending] of Object.entries(ORDERS)) {
      it(`given sortBy=${sortBy}, then the players follow that column, descending or ascending`, async () => {
        const desc = ok(await c.get(`/scoreboard/players?sortBy=${sortBy}&sortOrder=desc`));
        expect(labels(desc)).to.deep.equal(descending);
        expect(desc.players.map((row: { position: number }) => row.position)).to.deep.equal([1, 2, 3]);
        const asc = ok(await c.get(`/scoreboard/players?sortBy=${sortBy}&sortOrder=asc`));
        expect(labels(asc)).to.deep.equal([...descending].reverse());
        if (sortBy === 'performanceIndex')
          expect(labels(ok(await c.get('/scoreboard/players?sortOrder=asc')))).to.deep.equal(['B', 'A', 'C']);
        else
          expect(labels(ok(await c.get(`/scoreboard/players?sortBy=${sortBy}`)))).to.deep.equal(descending);
      });
    }

    it('given page and limit or skip and limit, then the pages hold their share of the list with total, totalPages and hasMore', async () => {
      const first = ok(await b.get('/scoreboard/players?page=1&limit=2'));
      expect(labels(first)).to.deep.equal(['C', 'A']);
      expect(first).to.include({ page: 1, limit: 2, total: 3, totalPages: 2, hasMore: true });
      const second = ok(await b.get('/scoreboard/players?page=2&limit=2'));
      expect(labels(second)).to.deep.equal(['B']);
      expect(second.players[0].position).to.equal(3);
      expect(second).to.include({ page: 2, limit: 2, total: 3, totalPages: 2, hasMore: false });
      const skipped = ok(await b.get('/scoreboard/players?skip=1&limit=1'));
      expect(labels(skipped)).to.deep.equal(['A']);
      expect(skipped.players[0].position).to.equal(2);
      expect(skipped).to.include({ page: 2, limit: 1, total: 3, totalPages: 3, hasMore: true });
      const beyond = ok(await b.get('/scoreboard/players?page=3&limit=2'));
      expect(beyond).to.deep.include({ players: [], total: 3, hasMore: false });
    });

    it('given bad sortBy, sortOrder, filter, page, limit or skip values, then 400 VALIDATION_ERROR', async () => {
      for (const query of [
        'sortBy=luck',
        'sortBy=performance_index',
        'sortOrder=up',
        'filter=enemies',
        'limit=-1',
        'limit=ten',
        'limit=1.5',
        'page=first',
        'page=-2',
        'skip=-3',
        'sortBy=winRate&sortBy=avgScore',
      ]) {
        const answer = await a.get(`/scoreboard/players?${query}`);
        expect([query, answer.status, answer.body.code]).to.deep.equal([query, 400, 'VALIDATION_ERROR']);
      }
    });

    it('given the friends filter, then the players followed and the caller, whatever their number of games', async () => {
      ok(await a.post('/scoreboard/personal-list/add', { userId: d.userId }));
      const friends = ok(await a.get('/scoreboard/players?filter=friends'));
      // D: nine wins at 10,000, all within the 14 dates.
      expect(labels(friends)).to.deep.equal(['D', 'A']);
      expect(friends.players.map((row: { isMe: boolean }) => row.isMe)).to.deep.equal([false, true]);
      expect(friends.players[0]).to.include({ gamesPlayed: 9, performanceIndex: 10_000 });
      expect(friends).to.include({ total: 2, totalPages: 1, hasMore: false });
      expect(labels(ok(await a.get('/scoreboard/players?filter=friends&sortBy=gamesPlayed')))).to.deep.equal([
        'A',
        'D',
      ]);
      // A new player who follows nobody still finds themself, with no games yet.
      const loner = await game.registered();
      const alone = ok(await loner.get('/scoreboard/players?filter=friends'));
      expect(alone).to.include({ total: 1, totalPages: 1, hasMore: false });
      expect(alone.players[0]).to.include({
        userId: loner.userId,
        gamesPlayed: 0,
        lastPlayed: null,
        isMe: true,
      });
    });

    it("given the groups filter, then the selected group's members; another user's group 403, an unknown one 404, none chosen 400", async () => {
      const group = ok(await b.post('/groups', { name: 'Pelikerho', groupCode: 'PK1' }), 201).group;
      ok(await c.post(`/groups/${group.id}/users/self`, { groupCode: 'PK1' }), 201);
      const members = ok(await b.get(`/scoreboard/players?filter=groups&selectedGroupId=${group.id}`));
      expect(labels(members)).to.deep.equal(['C', 'B']);
      expect(members).to.include({ total: 2 });
      expect(
        labels(
          ok(await c.get(`/scoreboard/players?filter=groups&selectedGroupId=${group.id}&sortBy=gamesPlayed`)),
        ),
      ).to.deep.equal(['B', 'C']);

      expectError(
        await a.get(`/scoreboard/players?filter=groups&selectedGroupId=${group.id}`),
        403,
        'NOT_GROUP_MEMBER',
      );
      expectError(
        await a.get(`/scoreboard/players?filter=groups&selectedGroupId=${randomUUID()}`),
        404,
        'GROUP_NOT_FOUND',
      );
      expectError(
        await a.get('/scoreboard/players?filter=groups&selectedGroupId=not-a-uuid'),
        404,
        'GROUP_NOT_FOUND',
      );
      const missing = await a.get('/scoreboard/players?filter=groups');
      expect(missing.status, JSON.stringify(missing.body)).to.equal(400);
    });

    it('given My list, then the caller and the players they follow, five a page by default, sorted as asked', async () => {
      for (const followed of [a, d])
        ok(await b.post('/scoreboard/personal-list/add', { userId: followed.userId }));
      const mine = ok(await b.get('/scoreboard/personal'));
      expect(labels(mine)).to.deep.equal(['D', 'A', 'B']);
      expect(mine).to.include({ page: 1, limit: 5, total: 3, totalPages: 1, hasMore: false });
      expect(mine.players.find((row: { isMe: boolean }) => row.isMe).userId).to.equal(b.userId);
      expect(mine.players.find((row: { userId: string }) => row.userId === b.userId)).to.deep.include(
        figures.B,
      );
      expect(labels(ok(await b.get('/scoreboard/personal?sortBy=gamesPlayed&sortOrder=asc')))).to.deep.equal([
        'D',
        'A',
        'B',
      ]);
      expect(labels(ok(await b.get('/scoreboard/personal?sortBy=combinedPoints')))).to.deep.equal([
        'B',
        'A',
        'D',
      ]);
      const paged = ok(await b.get('/scoreboard/personal?limit=2&page=2'));
      expect(labels(paged)).to.deep.equal(['B']);
      expect(paged).to.include({ total: 3, totalPages: 2, hasMore: false });
      expectError(await b.get('/scoreboard/personal?sortBy=luck'), 400, 'VALIDATION_ERROR');
      expect(labels(ok(await c.get('/scoreboard/personal')))).to.deep.equal(['C']);
    });
  });
});
