import { expect } from 'chai';
import {
  daysAgo,
  expectError,
  NO_GAME_DATE,
  solveAll,
  TODAY,
  useGameServer,
  YESTERDAY,
} from '../support/game-api';
import { staffMember, type Staff } from '../support/manage-api';

// The control panel's statistics (admin spec 7 "Statistics and scores"): the statistics capability (a game
// manager and an admin), 400 for bad input and 404 for a date without a game, never a 500. The server's day
// is TODAY; the sample games fill TODAY and the 15 days before it.

const PATHS = [
  '/manage/stats/active-sessions',
  '/manage/users/stats',
  '/manage/users/stats?period=1y',
  '/manage/stats/daily-players?period=all&page=1&limit=30',
  '/game-reviews',
  `/game-reviews?period=7d&page=1&limit=10&searchDate=${TODAY}`,
  `/manage/combinations/${TODAY}`,
  `/manage/combinations/${YESTERDAY}?page=2`,
  `/manage/stats/categories/${TODAY}`,
];

describe('API | Control panel | Statistics', function () {
  this.timeout(60_000);
  const game = useGameServer();

  it('given no token, then 401; a player, 403; a game manager and an admin, 200 on every path', async () => {
    for (const path of PATHS) expectError(await game.api.get(path), 401, 'UNAUTHORIZED');
    const player = await staffMember(game, []);
    for (const path of PATHS) expectError(await player.get(path), 403, 'FORBIDDEN');
    for (const roles of [['gameManager'], ['admin']] as const) {
      const staff = await staffMember(game, roles);
      for (const path of PATHS) {
        const answer = await staff.get(path);
        expect(answer.status, `${roles} ${path} ${JSON.stringify(answer.body)}`).to.equal(200);
      }
    }
  });

  describe('answers', () => {
    let manager: Staff;
    before(async () => {
      manager = await staffMember(game, ['gameManager']);
      const puzzle = await game.puzzle(TODAY);
      const player = await game.registered();
      expect((await player.check(puzzle.wrong(0))).status).to.equal(200);
      await solveAll(player, puzzle);
      await solveAll(game.guest(), puzzle);
      await game.guest().start(TODAY);
    });

    it("given a player's and a guest's games today, then today's point counts the player and the sessions the guest", async () => {
      const stats = await manager.get('/manage/users/stats');
      expect(stats.body).to.include({ period: '30d', bucket: 'day', from: daysAgo(29), to: TODAY });
      expect(stats.body.series).to.have.length(30);
      expect(stats.body.series.at(-1)).to.include({ label: TODAY, activePlayers: 1, games: 1, wins: 1 });
      expect(stats.body.totals).to.include({ activePlayers: 1, games: 1, wins: 1 });

      const weekly = await manager.get('/manage/users/stats?period=all');
      expect(weekly.body.bucket).to.equal('week');
      expect(weekly.body.series.at(-1).label).to.match(/^\d{4}-W\d{2}$/);

      const active = await manager.get('/manage/stats/active-sessions');
      expect(active.body).to.include({ total: 1, players: 0, guests: 1 });

      const daily = await manager.get('/manage/stats/daily-players');
      expect(daily.body).to.deep.include({ period: '30d', total: 1, pages: 1, currentPage: 1 });
      expect(daily.body.days[0]).to.include({ date: TODAY, players: 1, wins: 1 });
    });

    it("given today's tries, then the combinations list them most tried first, and the categories their solves", async () => {
      const combinations = await manager.get(`/manage/combinations/${TODAY}`);
      expect(combinations.body).to.include({ date: TODAY, total: 6, pages: 1, currentPage: 1 });
      expect(combinations.body.combinations[0]).to.include({ attempts: 2, correct: true });
      expect(combinations.body.combinations.at(-1)).to.include({ attempts: 1, correct: false });

      const categories = await manager.get(`/manage/stats/categories/${TODAY}`);
      expect(categories.body.categories).to.have.length(5);
      expect(categories.body.categories[0]).to.include({ position: 0, solved: 2, finished: 2, solveRate: 1 });
    });

    it('given a review, then the reviews answer its date, averages and the spread of ratings', async () => {
      const player = await game.registered();
      await player.start(YESTERDAY);
      await player.forfeit(YESTERDAY);
      const stored = await player.review({ gameDate: YESTERDAY, difficulty: 4, funLevel: 5, isDemo: false });
      expect(stored.status, JSON.stringify(stored.body)).to.be.oneOf([200, 201]);
      const reviews = await manager.get('/game-reviews');
      expect(reviews.body).to.deep.include({ period: '30d', total: 1, pages: 1, currentPage: 1 });
      expect(reviews.body.days).to.deep.equal([
        { date: YESTERDAY, reviews: 1, averageDifficulty: 4, averageFun: 5 },
      ]);
      expect(reviews.body.distribution).to.have.length(5);
    });

    it('given bad input, then 400 with a code, never a 500', async () => {
      const bad: [string, string][] = [
        ['/manage/users/stats?period=2y', 'VALIDATION_ERROR'],
        ['/manage/users/stats?period=30d&period=7d', 'VALIDATION_ERROR'],
        ['/manage/stats/daily-players?page=0', 'VALIDATION_ERROR'],
        ['/manage/stats/daily-players?page=abc', 'VALIDATION_ERROR'],
        ['/manage/stats/daily-players?limit=-1', 'VALIDATION_ERROR'],
        ['/manage/stats/daily-players?period=week', 'VALIDATION_ERROR'],
        ['/game-reviews?page=0', 'VALIDATION_ERROR'],
        ['/game-reviews?limit=1.5', 'VALIDATION_ERROR'],
        ['/game-reviews?period=all&searchDate=2026-02-30', 'INVALID_DATE_FORMAT'],
        ['/game-reviews?searchDate=0000-01-01', 'INVALID_DATE_FORMAT'],
        [`/manage/combinations/${TODAY}?page=0`, 'VALIDATION_ERROR'],
        [`/manage/combinations/${TODAY}?page=x`, 'VALIDATION_ERROR'],
        ['/manage/combinations/2026-13-01', 'INVALID_DATE_FORMAT'],
        ['/manage/combinations/today', 'INVALID_DATE_FORMAT'],
        ['/manage/stats/categories/20260615', 'INVALID_DATE_FORMAT'],
      ];
      for (const [path, code] of bad) expectError(await manager.get(path), 400, code);
    });

    it('given a date without a game, then 404 GAME_NOT_FOUND', async () => {
      expectError(await manager.get(`/manage/combinations/${NO_GAME_DATE}`), 404, 'GAME_NOT_FOUND');
      expectError(await manager.get(`/manage/stats/categories/${NO_GAME_DATE}`), 404, 'GAME_NOT_FOUND');
    });
  });
});
