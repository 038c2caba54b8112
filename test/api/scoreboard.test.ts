import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Answer } from '../support/api-client';
import {
  INVALID_DATE_TEXT,
  NO_GAME_DATE,
  TODAY,
  TOMORROW,
  daysAgo,
  expectError,
  solveAll,
  useGameServer,
  type GamePlayer,
  type GameServer,
  type RegisteredPlayer,
} from '../support/game-api';

// /scoreboard/* reads of player spec 7 (the day statistics, the follow list and the preferences have tests
// of their own). Each part runs on a server of its own, so that every count and every order is exact.

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
  return answer.body;
};

const usernameOf = async (player: RegisteredPlayer): Promise<string> =>
  ok(await player.get('/auth/profile')).username;

/** Wrong attempts first, then every category. */
const winOn = async (game: GameServer, player: GamePlayer, date: string, mistakes = 0) => {
  const puzzle = await game.puzzle(date);
  for (let n = 0; n < mistakes; n += 1) await player.check(puzzle.wrong(n), date);
  const last = await solveAll(player, puzzle);
  expect(last.body.result, JSON.stringify(last.body)).to.include({ gameStatus: 'won' });
};

const forfeitOn = async (player: GamePlayer, date: string) => {
  ok(await player.start(date));
  expect(ok(await player.forfeit(date)).gameStatus).to.equal('forfeit');
};

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
      const loner = await game.registered();
      expect(ok(await loner.get('/scoreboard/players?filter=friends'))).to.deep.include({
        players: [],
        total: 0,
        totalPages: 0,
        hasMore: false,
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

  describe('the days, a day, today, own scores and previous days', () => {
    const game = useGameServer();

    it('given the published dates, then /scoreboard/days pages them newest first, 12 a page', async () => {
      const viewer = await game.registered();
      const first = ok(await viewer.get('/scoreboard/days'));
      expect(first.days.map((day: { gameDate: string }) => day.gameDate)).to.deep.equal(
        Array.from({ length: 12 }, (_, n) => daysAgo(n)),
      );
      expect(first).to.include({ page: 1, limit: 12, total: 16, totalPages: 2, hasMore: true });
      expect(first.days[0]).to.include({ gameDate: TODAY, sequenceNumber: 16 });
      expect(first.days[0].title).to.equal((await game.puzzle(TODAY)).game.title);
      const second = ok(await viewer.get('/scoreboard/days?page=2'));
      expect(second.days.map((day: { gameDate: string }) => day.gameDate)).to.deep.equal(
        [12, 13, 14, 15].map(daysAgo),
      );
      expect(second.days.at(-1)).to.include({ sequenceNumber: 1 });
      expect(second).to.include({ page: 2, total: 16, hasMore: false });
      const small = ok(await viewer.get('/scoreboard/days?limit=5&page=4'));
      expect(small.days.map((day: { gameDate: string }) => day.gameDate)).to.deep.equal([daysAgo(15)]);
      expect(small).to.include({ limit: 5, totalPages: 4, hasMore: false });
      expectError(await viewer.get('/scoreboard/days?limit=many'), 400, 'VALIDATION_ERROR');
    });

    it("given a date's games, then its summary counts registered players, wins, the rounded average, the top score with its player and the caller's score", async () => {
      const date = daysAgo(2);
      const [first, second, quitter, idle] = [
        await game.registered(),
        await game.registered(),
        await game.registered(),
        await game.registered(),
      ];
      await winOn(game, first, date);
      await winOn(game, second, date, 2);
      await forfeitOn(quitter, date);
      await winOn(game, game.guest(), date);
      const summaryFor = async (viewer: RegisteredPlayer) =>
        ok(await viewer.get('/scoreboard/days')).days.find(
          (day: { gameDate: string }) => day.gameDate === date,
        );
      expect(await summaryFor(second)).to.deep.equal({
        gameDate: date,
        title: (await game.puzzle(date)).game.title,
        sequenceNumber: 14,
        totalPlayers: 3,
        wins: 2,
        averageScore: 6333,
        topScore: 10_000,
        topPlayer: await usernameOf(first),
        myScore: 9000,
      });
      expect((await summaryFor(quitter)).myScore).to.equal(0);
      expect((await summaryFor(idle)).myScore).to.equal(null);
      const untouched = ok(await idle.get('/scoreboard/days')).days.find(
        (day: { gameDate: string }) => day.gameDate === daysAgo(11),
      );
      expect(untouched).to.include({
        totalPlayers: 0,
        wins: 0,
        averageScore: 0,
        topScore: null,
        topPlayer: null,
        myScore: null,
      });
    });

    it("given a date's scores, then /scoreboard/days/{date} ranks them, equal scores sharing a position, with isMe and the cheater flag", async () => {
      const date = daysAgo(3);
      const [first, tied, third, quitter, cheater] = [
        await game.registered(),
        await game.registered(),
        await game.registered(),
        await game.registered(),
        await game.registered(),
      ];
      await winOn(game, first, date);
      await winOn(game, tied, date);
      await winOn(game, third, date, 2);
      await forfeitOn(quitter, date);
      ok(await cheater.post('/game/submit-score', { gameDate: date, completedCategories: [0, 1, 2, 3, 4] }));
      await winOn(game, game.guest(), date);

      const day = ok(await third.get(`/scoreboard/days/${date}`));
      expect(day).to.include({
        gameDate: date,
        sequenceNumber: 13,
        page: 1,
        limit: 10,
        total: 5,
        totalPages: 1,
        hasMore: false,
      });
      expect(day.title).to.equal((await game.puzzle(date)).game.title);
      const ranked = day.scores.map((row: { userId: string; position: number; score: number }) => [
        row.userId,
        row.position,
        row.score,
      ]);
      // On the test's still clock the tied games ended at one moment: their order is not the point.
      expect(ranked.slice(0, 2)).to.have.deep.members([
        [first.userId, 1, 10_000],
        [tied.userId, 1, 10_000],
      ]);
      expect(ranked[2]).to.deep.equal([third.userId, 3, 9000]);
      expect(ranked.slice(3)).to.have.deep.members([
        [quitter.userId, 4, 0],
        [cheater.userId, 4, 0],
      ]);
      const rowOf = (userId: string) => day.scores.find((row: { userId: string }) => row.userId === userId);
      expect(rowOf(third.userId)).to.deep.equal({
        position: 3,
        userId: third.userId,
        username: await usernameOf(third),
        score: 9000,
        gameStatus: 'won',
        timeElapsed: 0,
        mistakes: 2,
        switches: 0,
        isCheater: false,
        isSupporter: false,
        isMe: true,
      });
      expect(day.scores.filter((row: { isMe: boolean }) => row.isMe)).to.have.length(1);
      expect(rowOf(cheater.userId)).to.include({ isCheater: true, gameStatus: 'cheater' });
      expect(rowOf(quitter.userId)).to.include({ isCheater: false, gameStatus: 'forfeit' });

      const paged = ok(await first.get(`/scoreboard/days/${date}?limit=2&page=2`));
      expect(paged.scores.map((row: { position: number }) => row.position)).to.deep.equal([3, 4]);
      expect(paged).to.include({ page: 2, limit: 2, total: 5, totalPages: 3, hasMore: true });
      const firstPage = ok(await first.get(`/scoreboard/days/${date}?limit=2`)).scores;
      expect(
        firstPage.map((row: { userId: string; isMe: boolean }) => row.isMe === (row.userId === first.userId)),
      ).to.deep.equal([true, true]);
    });

    it('given a date that does not parse, then 400 with the date message; a future date or one without a game 404 GAME_NOT_FOUND', async () => {
      const viewer = await game.registered();
      for (const date of ['tomorrow', '2026-02-30', '20260615', '2026-6-1']) {
        expectError(
          await viewer.get(`/scoreboard/days/${date}`),
          400,
          'INVALID_DATE_FORMAT',
          INVALID_DATE_TEXT,
        );
        expectError(
          await viewer.get(`/scoreboard/personal/by-date/${date}`),
          400,
          'INVALID_DATE_FORMAT',
          INVALID_DATE_TEXT,
        );
      }
      for (const date of [TOMORROW, NO_GAME_DATE]) {
        expectError(await viewer.get(`/scoreboard/days/${date}`), 404, 'GAME_NOT_FOUND');
        expectError(await viewer.get(`/scoreboard/personal/by-date/${date}`), 404, 'GAME_NOT_FOUND');
      }
      const empty = ok(await viewer.get(`/scoreboard/days/${daysAgo(13)}`));
      expect(empty).to.deep.include({ scores: [], total: 0, totalPages: 0, hasMore: false });
    });

    it("given today's games, then today's high score names the best registered player; guests, losses and flagged cheaters are not the top", async () => {
      const viewer = await game.registered();
      expect(ok(await viewer.get('/scoreboard/today-high-score'))).to.deep.equal({
        gameDate: TODAY,
        highScore: null,
        username: null,
        totalPlayers: 0,
      });
      const [best, second, quitter] = [
        await game.registered(),
        await game.registered(),
        await game.registered(),
      ];
      await winOn(game, second, TODAY, 2);
      await winOn(game, best, TODAY, 1);
      await forfeitOn(quitter, TODAY);
      await winOn(game, game.guest(), TODAY);
      expect(ok(await viewer.get('/scoreboard/today-high-score'))).to.deep.equal({
        gameDate: TODAY,
        highScore: 9500,
        username: await usernameOf(best),
        totalPlayers: 3,
      });

      // A player flagged for a cheat on another date plays today without a mistake: listed, never the top.
      const cheater = await game.registered();
      ok(
        await cheater.post('/game/submit-score', {
          gameDate: daysAgo(4),
          completedCategories: [0, 1, 2, 3, 4],
        }),
      );
      await winOn(game, cheater, TODAY);
      expect(ok(await viewer.get('/scoreboard/today-high-score'))).to.include({
        highScore: 9500,
        username: await usernameOf(best),
        totalPlayers: 4,
      });
      const today = ok(await viewer.get('/scoreboard/days')).days[0];
      expect(today).to.include({ gameDate: TODAY, totalPlayers: 4, wins: 3 });
      expect([today.topPlayer, today.topScore]).to.deep.equal([await usernameOf(best), 9500]);
      const board = ok(await viewer.get(`/scoreboard/days/${TODAY}`));
      expect(board.scores[0]).to.include({ userId: cheater.userId, isCheater: true, score: 10_000 });
    });

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
      });
      expect(ok(await player.get(`/scoreboard/performance-change/${viewer.userId}`))).to.deep.equal({
        userId: viewer.userId,
        previous: 0,
        current: 0,
        change: 0,
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
