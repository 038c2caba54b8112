import { expect } from 'chai';
import { guestPlayer } from '../../../application/ports/player';
import { categoryDifficulties } from '../../../domain/standings/category-difficulty';
import { leftOf, rightOf } from '../../support/either';
import { useSqlDatabase } from '../../support/sql-database';
import { aGuest, daysAgo, NOW, statisticsFixture, TODAY, type StatisticsFixture } from './statistics-fixture';

// The control panel's statistics lists over SQL (admin spec 7): daily players, reviews, tried
// combinations, the categories of a date and the games being played now.

describe('Application | Statistics | Lists', () => {
  const database = useSqlDatabase();
  let stats: StatisticsFixture;

  beforeEach(() => {
    stats = statisticsFixture(database());
  });

  describe('daily players', () => {
    beforeEach(async () => {
      const ann = await stats.registered('2026-01-10T10:00:00Z');
      const ben = await stats.registered('2026-01-10T10:00:00Z');
      await stats.scored(ann, TODAY, 9000);
      await stats.scored(ben, TODAY, 0, 'lost');
      await stats.scored(ann, '2026-03-02', 7000);
      await stats.scored(aGuest(), '2026-03-02', 9500);
      await stats.scored(ann, '2026-02-01', 3000);
    });

    it('given 30d, then one row per played date, newest first, with registered players only', async () => {
      const answer = await stats.dailyPlayers.execute({ period: '30d' });
      expect(answer).to.deep.equal({
        period: '30d',
        days: [
          { date: TODAY, players: 2, wins: 1, averageScore: 4500 },
          { date: '2026-03-02', players: 1, wins: 1, averageScore: 7000 },
        ],
        total: 2,
        pages: 1,
        currentPage: 1,
      });
    });

    it('given all and pages of one, then every date is reached page by page, and a page past the end is empty', async () => {
      const dates = [];
      for (const page of [1, 2, 3]) {
        const answer = await stats.dailyPlayers.execute({ period: 'all', page, limit: 1 });
        expect(answer).to.include({ total: 3, pages: 3, currentPage: page });
        dates.push(...answer.days.map((day) => day.date));
      }
      expect(dates).to.deep.equal([TODAY, '2026-03-02', '2026-02-01']);
      expect((await stats.dailyPlayers.execute({ period: 'all', page: 4, limit: 1 })).days).to.deep.equal([]);
    });

    it('given a stored past day, then a late game of it is counted at the next read', async () => {
      await stats.dailyPlayers.execute({ period: '30d' });
      await stats.scored(await stats.registered('2026-01-10T10:00:00Z'), '2026-03-02', 5000);
      const [, day] = (await stats.dailyPlayers.execute({ period: '30d' })).days;
      expect(day).to.deep.equal({ date: '2026-03-02', players: 2, wins: 2, averageScore: 6000 });
    });
  });

  describe('game reviews', () => {
    beforeEach(async () => {
      const ann = await stats.registered('2026-01-10T10:00:00Z');
      const ben = await stats.registered('2026-01-10T10:00:00Z');
      await stats.reviewed(ann, TODAY, 2, 4);
      await stats.reviewed(aGuest(), TODAY, 4, 5);
      await stats.reviewed(ben, '2026-03-01', 5, 3);
      await stats.reviewed(ann, '2026-01-10', 1, 1);
    });

    it('given 30d, then the averages of each reviewed date, newest first, and how often each rating was given', async () => {
      const answer = rightOf(await stats.reviews.execute({ period: '30d' }));
      expect(answer).to.deep.equal({
        period: '30d',
        days: [
          { date: TODAY, reviews: 2, averageDifficulty: 3, averageFun: 4.5 },
          { date: '2026-03-01', reviews: 1, averageDifficulty: 5, averageFun: 3 },
        ],
        distribution: [
          { rating: 1, difficulty: 0, fun: 0 },
          { rating: 2, difficulty: 1, fun: 0 },
          { rating: 3, difficulty: 0, fun: 1 },
          { rating: 4, difficulty: 1, fun: 1 },
          { rating: 5, difficulty: 1, fun: 1 },
        ],
        total: 2,
        pages: 1,
        currentPage: 1,
      });
    });

    it('given a searched date, then only that date is read, whatever the period', async () => {
      const answer = rightOf(await stats.reviews.execute({ period: '7d', searchDate: '2026-01-10' }));
      expect(answer.days).to.deep.equal([
        { date: '2026-01-10', reviews: 1, averageDifficulty: 1, averageFun: 1 },
      ]);
      expect(answer.distribution[0]).to.deep.equal({ rating: 1, difficulty: 1, fun: 1 });
      expect(answer.total).to.equal(1);
    });

    it('given a page of one, then the second page holds the second date; a malformed date is refused', async () => {
      const answer = rightOf(await stats.reviews.execute({ period: 'all', page: 2, limit: 1 }));
      expect(answer).to.include({ total: 3, pages: 3, currentPage: 2 });
      expect(answer.days.map((day) => day.date)).to.deep.equal(['2026-03-01']);
      expect(leftOf(await stats.reviews.execute({ period: '30d', searchDate: '2026-02-30' })).code).to.equal(
        'INVALID_DATE_FORMAT',
      );
    });
  });

  describe('combinations of a date', () => {
    it('given players and a guest trying combinations, then the most tried come first, with whether each was a group', async () => {
      await stats.published('2026-03-03');
      const [ann, ben] = [await stats.registered(NOW), await stats.registered(NOW)];
      const sessions = [
        await stats.session(ann, '2026-03-03', [0], 'lost'),
        await stats.session(ben, '2026-03-03', [0], 'lost'),
        await stats.session(aGuest(), '2026-03-03', [], 'lost'),
      ];
      for (const session of sessions) await stats.tried(session, '2026-03-03', ['red', 'apple', 'cat']);
      for (const session of sessions.slice(0, 2)) {
        await stats.tried(session, '2026-03-03', ['apple', 'pear', 'plum'], true);
      }
      await stats.tried(sessions[0]!, '2026-03-03', ['iron', 'mars', 'pear']);

      const answer = rightOf(await stats.combinations.execute('2026-03-03'));
      expect(answer).to.deep.equal({
        date: '2026-03-03',
        combinations: [
          { words: ['apple', 'cat', 'red'], attempts: 3, correct: false },
          { words: ['apple', 'pear', 'plum'], attempts: 2, correct: true },
          { words: ['iron', 'mars', 'pear'], attempts: 1, correct: false },
        ],
        total: 3,
        pages: 1,
        currentPage: 1,
      });
    });

    it('given fifteen combinations, then ten to a page; a date without a game is 404, a malformed one 400', async () => {
      await stats.published('2026-03-03');
      const session = await stats.session(aGuest(), '2026-03-03', [], 'lost');
      for (let i = 0; i < 15; i += 1)
        await stats.tried(session, '2026-03-03', [`w${String(i).padStart(2, '0')}`, 'x', 'y']);
      const second = rightOf(await stats.combinations.execute('2026-03-03', 2));
      expect(second).to.include({ total: 15, pages: 2, currentPage: 2 });
      expect(second.combinations).to.have.length(5);
      expect(leftOf(await stats.combinations.execute('2026-01-01')).code).to.equal('GAME_NOT_FOUND');
      expect(leftOf(await stats.combinations.execute('2026-13-01')).code).to.equal('INVALID_DATE_FORMAT');
    });
  });

  describe('categories of a date', () => {
    it("given finished and unfinished games, then each category's solves of the finished ones and the game-over difficulty", async () => {
      await stats.published('2026-03-03');
      const [ann, ben, cid] = [
        await stats.registered(NOW),
        await stats.registered(NOW),
        await stats.registered(NOW),
      ];
      await stats.session(ann, '2026-03-03', [0, 1, 2, 3, 4], 'won');
      await stats.session(ben, '2026-03-03', [1, 0], 'lost');
      await stats.session(aGuest(), '2026-03-03', [4, 3, 2, 1, 0], 'won');
      await stats.session(cid, '2026-03-03', [0], 'playing');

      const { categories } = rightOf(await stats.categories.execute('2026-03-03'));

      const expected = categoryDifficulties([
        { position: 0, successCount: 3, totalPlayers: 3, averageSolveOrder: 8 / 3 },
        { position: 1, successCount: 3, totalPlayers: 3, averageSolveOrder: 7 / 3 },
        { position: 2, successCount: 2, totalPlayers: 3, averageSolveOrder: 3 },
        { position: 3, successCount: 2, totalPlayers: 3, averageSolveOrder: 3 },
        { position: 4, successCount: 2, totalPlayers: 3, averageSolveOrder: 3 },
      ]);
      expect(categories.map((c) => [c.position, c.name, c.solved, c.finished])).to.deep.equal([
        [0, 'Fruit', 3, 3],
        [1, 'Colours', 3, 3],
        [2, 'Animals', 2, 3],
        [3, 'Metals', 2, 3],
        [4, 'Planets', 2, 3],
      ]);
      expect(categories[0]).to.include({ color: '#f2c14e', solveRate: 1 });
      expect(categories[0]!.words).to.deep.equal(['apple', 'pear', 'plum']);
      for (const [i, category] of categories.entries()) {
        expect(category.displayedDifficulty).to.be.closeTo(expected[i]!.difficulty, 0.05);
        expect(category.solveRate).to.be.closeTo(expected[i]!.successRate, 1e-9);
        expect(category.difficulty).to.be.within(1, 5);
      }
    });

    it('given a date without a game, then 404; a malformed date, 400', async () => {
      expect(leftOf(await stats.categories.execute('2026-01-01')).code).to.equal('GAME_NOT_FOUND');
      expect(leftOf(await stats.categories.execute('yesterday')).code).to.equal('INVALID_DATE_FORMAT');
    });
  });

  describe('active sessions', () => {
    it('given games started within the last day and older or finished ones, then only the first count, players and guests apart', async () => {
      const [ann, ben, cid] = [
        await stats.registered(NOW),
        await stats.registered(NOW),
        await stats.registered(NOW),
      ];
      await stats.session(ann, TODAY, [], 'playing', '2026-03-04T09:00:00Z');
      await stats.session(
        guestPlayer('guest_statisticsactive01'),
        daysAgo(1),
        [],
        'playing',
        '2026-03-03T12:00:00Z',
      );
      await stats.session(ben, daysAgo(1), [], 'playing', '2026-03-03T09:00:00Z');
      await stats.session(cid, TODAY, [0, 1, 2, 3, 4], 'won', '2026-03-04T09:30:00Z');

      expect(await stats.activeSessions.execute()).to.deep.equal({
        total: 2,
        players: 1,
        guests: 1,
        at: NOW,
      });
    });
  });
});
