import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { TODAY, daysAgo, expectError, useGameServer } from '../support/game-api';
import { forfeitOn, ok, winOn } from '../support/scoreboard-api';

// The caller's own /scoreboard/* reads of player spec 7: My list's scores of a date, the own games, the
// previous days and the performance change; and the token every scoreboard path asks for. The tests share
// one server of their own, each on dates of its own.

describe('API | Scoreboard', function () {
  this.timeout(180_000);

  describe('own scores, previous days and the performance change', () => {
    const game = useGameServer();

    it("given My list's scores of a date, then the caller and the followed players ranked among themselves", async () => {
      const date = daysAgo(5);
      const [me, friend, stranger] = [
        await game.registered(),
        await game.registered(),
        await game.registered(),
      ];
      ok(await me.post('/scoreboard/personal-list/add', { userId: friend.userId }));
      await winOn(game, stranger, date);
      await winOn(game, me, date, 1);
      await winOn(game, friend, date, 2);
      const mine = ok(await me.get(`/scoreboard/personal/by-date/${date}`));
      expect(
        mine.scores.map((row: { userId: string; position: number; isMe: boolean }) => [
          row.userId,
          row.position,
          row.isMe,
        ]),
      ).to.deep.equal([
        [me.userId, 1, true],
        [friend.userId, 2, false],
      ]);
      expect(mine).to.include({ gameDate: date, total: 2, hasMore: false });
      const friendView = ok(await friend.get(`/scoreboard/personal/by-date/${date}`));
      expect(friendView.scores.map((row: { userId: string }) => row.userId)).to.deep.equal([friend.userId]);
      expect(ok(await me.get(`/scoreboard/personal/by-date/${daysAgo(6)}`))).to.deep.include({
        scores: [],
        total: 0,
      });
    });

    it("given the caller's games, then /scoreboard/players/personal lists them newest first with the position among that date's players", async () => {
      const [me, rival, equal] = [await game.registered(), await game.registered(), await game.registered()];
      await winOn(game, rival, daysAgo(7));
      await winOn(game, me, daysAgo(7), 1);
      await winOn(game, rival, daysAgo(8));
      await forfeitOn(me, daysAgo(8));
      await winOn(game, me, daysAgo(9));
      await winOn(game, equal, daysAgo(9));
      const own = ok(await me.get('/scoreboard/players/personal'));
      expect(own).to.include({ page: 1, limit: 20, total: 3, totalPages: 1, hasMore: false });
      expect(own.scores).to.deep.equal([
        {
          gameDate: daysAgo(7),
          title: (await game.puzzle(daysAgo(7))).game.title,
          sequenceNumber: 9,
          score: 9500,
          gameStatus: 'won',
          timeElapsed: 0,
          mistakes: 1,
          switches: 0,
          position: 2,
        },
        {
          gameDate: daysAgo(8),
          title: (await game.puzzle(daysAgo(8))).game.title,
          sequenceNumber: 8,
          score: 0,
          gameStatus: 'forfeit',
          timeElapsed: 0,
          mistakes: 0,
          switches: 0,
          position: 2,
        },
        {
          gameDate: daysAgo(9),
          title: (await game.puzzle(daysAgo(9))).game.title,
          sequenceNumber: 7,
          score: 10_000,
          gameStatus: 'won',
          timeElapsed: 0,
          mistakes: 0,
          switches: 0,
          position: 1,
        },
      ]);
      const paged = ok(await me.get('/scoreboard/players/personal?limit=2'));
      expect(paged.scores.map((row: { gameDate: string }) => row.gameDate)).to.deep.equal([
        daysAgo(7),
        daysAgo(8),
      ]);
      expect(paged).to.include({ total: 3, totalPages: 2, hasMore: true });
      expect(ok(await (await game.registered()).get('/scoreboard/players/personal'))).to.deep.include({
        scores: [],
        total: 0,
      });
    });

    it('given previous days, then every date before today with whether the caller played it; unplayedOnly leaves the played ones out', async () => {
      const me = await game.registered();
      await winOn(game, me, daysAgo(10));
      await forfeitOn(me, daysAgo(12));
      const all = ok(await me.get('/scoreboard/previous-days?limit=20'));
      expect(all.days.map((day: { gameDate: string }) => day.gameDate)).to.deep.equal(
        Array.from({ length: 15 }, (_, n) => daysAgo(n + 1)),
      );
      expect(all).to.include({ total: 15, totalPages: 1, hasMore: false });
      const dayOf = (date: string) => all.days.find((day: { gameDate: string }) => day.gameDate === date);
      expect(dayOf(daysAgo(10))).to.deep.equal({
        gameDate: daysAgo(10),
        title: (await game.puzzle(daysAgo(10))).game.title,
        sequenceNumber: 6,
        played: true,
        score: 10_000,
        gameStatus: 'won',
      });
      expect(dayOf(daysAgo(12))).to.include({ played: true, score: 0, gameStatus: 'forfeit' });
      expect(dayOf(daysAgo(11))).to.include({ played: false, score: null, gameStatus: null });

      const firstPage = ok(await me.get('/scoreboard/previous-days'));
      expect(firstPage).to.include({ page: 1, limit: 12, total: 15, totalPages: 2, hasMore: true });
      const unplayed = ok(await me.get('/scoreboard/previous-days?unplayedOnly=true&limit=20'));
      expect(unplayed.days.map((day: { gameDate: string }) => day.gameDate)).to.deep.equal(
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 14, 15].map(daysAgo),
      );
      expect(unplayed).to.include({ total: 13 });
      expect(unplayed.days.every((day: { played: boolean }) => !day.played)).to.equal(true);
      expect(ok(await me.get('/scoreboard/previous-days?unplayedOnly=false')).total).to.equal(15);
      expectError(await me.get('/scoreboard/previous-days?unplayedOnly=maybe'), 400, 'VALIDATION_ERROR');
    });

    it("given a player's id, then the performance change compares today's index with yesterday's; an unknown or malformed id 404 USER_NOT_FOUND", async () => {
      const [player, viewer] = [await game.registered(), await game.registered()];
      // daysAgo(14) is in yesterday's 14 dates but no longer in today's.
      await winOn(game, player, daysAgo(14), 2);
      expect(ok(await viewer.get(`/scoreboard/performance-change/${player.userId}`))).to.deep.equal({
        userId: player.userId,
        previous: 9000,
        current: 0,
        change: -9000,
        gamesPlayed: 1,
      });
      expect(ok(await player.get(`/scoreboard/performance-change/${viewer.userId}`))).to.deep.equal({
        userId: viewer.userId,
        previous: 0,
        current: 0,
        change: 0,
        gamesPlayed: 0,
      });
      expectError(await viewer.get(`/scoreboard/performance-change/${randomUUID()}`), 404, 'USER_NOT_FOUND');
      expectError(await viewer.get('/scoreboard/performance-change/not-a-uuid'), 404, 'USER_NOT_FOUND');
      expectError(await viewer.get("/scoreboard/performance-change/1'%20or%20'1'='1"), 404, 'USER_NOT_FOUND');
    });

    it('given no token, then every scoreboard path answers 401', async () => {
      const id = randomUUID();
      const paths = [
        '/scoreboard/days',
        `/scoreboard/days/${TODAY}`,
        '/scoreboard/today-high-score',
        '/scoreboard/players',
        '/scoreboard/players?filter=friends',
        '/scoreboard/players/personal',
        '/scoreboard/personal',
        `/scoreboard/personal/by-date/${TODAY}`,
        '/scoreboard/streak',
        `/scoreboard/performance-change/${id}`,
        '/scoreboard/previous-days',
        `/groups/${id}/scoreboard/players`,
        `/groups/${id}/scoreboard/days`,
        `/groups/${id}/scoreboard/days/${TODAY}`,
      ];
      for (const path of paths) {
        const answer = await game.api.get(path);
        expect([path, answer.status, answer.body?.code]).to.deep.equal([path, 401, 'UNAUTHORIZED']);
        const forged = await game.api.get(path, 'not-a-token');
        expect([path, forged.status]).to.deep.equal([path, 401]);
      }
    });
  });
});
