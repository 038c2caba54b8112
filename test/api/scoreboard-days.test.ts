import { expect } from 'chai';
import {
  INVALID_DATE_TEXT,
  NO_GAME_DATE,
  TODAY,
  TOMORROW,
  daysAgo,
  expectError,
  useGameServer,
  type RegisteredPlayer,
} from '../support/game-api';
import { forfeitOn, ok, usernameOf, winOn } from '../support/scoreboard-api';

// /scoreboard/days, /scoreboard/days/{date} and /scoreboard/today-high-score of player spec 7 (the day
// statistics have tests of their own). The tests share one server of their own, each on dates of its own.

describe('API | Scoreboard', function () {
  this.timeout(180_000);

  describe('the days, a day and today', () => {
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
        podiumPlace: 3,
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
      // The podium: the tie shares first, second is skipped; a forfeit and a cheated game stand on none.
      expect([first, tied, quitter, cheater].map((player) => rowOf(player.userId).podiumPlace)).to.deep.equal(
        [1, 1, null, null],
      );

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
      expect(board.scores[0]).to.include({
        userId: cheater.userId,
        isCheater: true,
        score: 10_000,
        position: 1,
        podiumPlace: null,
      });
      // The day's podium as the rollover will decide it: the flagged player above moves nobody down.
      expect(board.scores[1]).to.include({ score: 9500, position: 2, podiumPlace: 1 });
    });
  });
});
