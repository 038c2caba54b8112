import { expect } from 'chai';
import { DayRollover } from '../../application/standings/day-rollover';
import { TODAY, daysAgo, solveAll, useGameServer } from '../support/game-api';
import { ok } from '../support/scoreboard-api';
import { PERFECT_WIN, countOf, speedLoss, standingsPlay, typesOf } from '../support/standings-api';

// The standings kept with each stored score: /auth/profile figures, /auth/profile-data and
// /scoreboard/streak, with the milestone and streak achievements. The clock stands still unless a test
// moves it, so a game's time is exact.

describe('API | Standings and achievements', function () {
  this.timeout(120_000);
  const game = useGameServer();
  const { profileOf, win, forfeit, lose, switchRows } = standingsPlay(game);

  describe('milestones and streaks', () => {
    it('given ten games caught up in order, then each streak tier comes with the game that reaches it, GAMES_10 with the tenth, exactly once', async () => {
      const player = await game.registered();
      const reached: Record<number, string[]> = { 8: ['STREAK_3'], 6: ['STREAK_5'] };
      for (let days = 10; days >= 2; days -= 1) {
        const result = await win(player, daysAgo(days));
        expect([days, typesOf(result.achievements)]).to.deep.equal([
          days,
          [...PERFECT_WIN, ...(reached[days] ?? [])],
        ]);
      }
      const tenth = await win(player, daysAgo(1));
      expect(typesOf(tenth.achievements)).to.deep.equal([...PERFECT_WIN, 'GAMES_10', 'STREAK_10']);
      expect(countOf(tenth.achievements, 'GAMES_10')).to.equal(1);
      expect(countOf(tenth.achievements, 'PERFECT_GAME')).to.equal(10);

      const eleventh = await win(player, TODAY);
      expect(typesOf(eleventh.achievements)).to.deep.equal(PERFECT_WIN);
      const profile = await profileOf(player);
      expect(profile).to.include({
        gamesPlayed: 11,
        winRate: 100,
        avgScore: 10_000,
        combinedPoints: 110_000,
      });
      expect(countOf(profile.achievements, 'GAMES_10')).to.equal(1);
      expect(countOf(profile.achievements, 'STREAK_10')).to.equal(1);
      expect(countOf(profile.achievements, 'PERFECT_GAME')).to.equal(11);
      expect(typesOf(profile.achievements)).to.not.include('GAMES_20');
      expect(ok(await player.get('/scoreboard/streak'))).to.deep.equal({
        currentStreak: 11,
        maxStreak: 11,
        losingStreak: 0,
      });
    });

    it('given wins on consecutive dates broken by a forfeit, then the streak counts the wins since it and keeps the longest run', async () => {
      const player = await game.registered();
      for (const days of [5, 4, 3]) await win(player, daysAgo(days));
      await forfeit(player, daysAgo(2));
      await win(player, daysAgo(1));
      expect(ok(await player.get('/scoreboard/streak'))).to.deep.equal({
        currentStreak: 1,
        maxStreak: 3,
        losingStreak: 0,
      });
      expect(ok(await player.get('/auth/profile-data')).streaks).to.deep.equal({
        currentStreak: 1,
        maxStreak: 3,
      });
    });

    it('given a loss by mistakes between wins, then it breaks the streak like a forfeit', async () => {
      const player = await game.registered();
      for (const days of [4, 3]) await win(player, daysAgo(days));
      await lose(player, daysAgo(2));
      await win(player, daysAgo(1));
      expect(ok(await player.get('/scoreboard/streak'))).to.deep.equal({
        currentStreak: 1,
        maxStreak: 2,
        losingStreak: 0,
      });
    });

    it('given a date left unplayed between wins, then the streak restarts after it', async () => {
      const player = await game.registered();
      for (const days of [6, 5, 4, 2, 1]) await win(player, daysAgo(days));
      expect(ok(await player.get('/scoreboard/streak'))).to.deep.equal({
        currentStreak: 2,
        maxStreak: 3,
        losingStreak: 0,
      });
      expect(ok(await player.get('/auth/profile-data')).streaks).to.deep.equal({
        currentStreak: 2,
        maxStreak: 3,
      });
    });

    it('given wins up to yesterday, then today unplayed breaks nothing; winning today makes three and unlocks STREAK_3', async () => {
      const player = await game.registered();
      for (const days of [2, 1]) await win(player, daysAgo(days));
      expect(ok(await player.get('/scoreboard/streak')).currentStreak).to.equal(2);
      const today = await win(player, TODAY);
      expect(typesOf(today.achievements)).to.deep.equal([...PERFECT_WIN, 'STREAK_3']);
      expect(ok(await player.get('/scoreboard/streak'))).to.deep.equal({
        currentStreak: 3,
        maxStreak: 3,
        losingStreak: 0,
      });
    });

    it('given three games lost in a row, then a losing streak of 3 and LOSING_STREAK_3 with the third; a win ends it', async () => {
      const player = await game.registered();
      expect(typesOf((await forfeit(player, daysAgo(3))).achievements)).to.deep.equal(speedLoss(0));
      expect(typesOf((await lose(player, daysAgo(2))).achievements)).to.deep.equal([
        'SMOOTH_BRAIN',
        ...speedLoss(0),
      ]);
      const third = await forfeit(player, daysAgo(1));
      expect(typesOf(third.achievements)).to.deep.equal(['LOSING_STREAK_3', ...speedLoss(0)]);
      expect(ok(await player.get('/scoreboard/streak'))).to.deep.equal({
        currentStreak: 0,
        maxStreak: 0,
        losingStreak: 3,
      });
      await win(player, TODAY);
      expect(ok(await player.get('/scoreboard/streak'))).to.deep.equal({
        currentStreak: 1,
        maxStreak: 1,
        losingStreak: 0,
      });
    });

    it('given a new player, then the streaks are 0', async () => {
      const player = await game.registered();
      expect(ok(await player.get('/scoreboard/streak'))).to.deep.equal({
        currentStreak: 0,
        maxStreak: 0,
        losingStreak: 0,
      });
      expect(ok(await player.get('/auth/profile-data')).streaks).to.deep.equal({
        currentStreak: 0,
        maxStreak: 0,
      });
    });
  });

  describe('profile figures', () => {
    it('given a new player, then every figure is 0 and no achievement is owned', async () => {
      const profile = await profileOf(await game.registered());
      expect(profile).to.include({
        gamesPlayed: 0,
        winRate: 0,
        avgScore: 0,
        rankingScore: 0,
        combinedPoints: 0,
        lastPlayed: null,
      });
      expect(profile.achievements).to.deep.equal([]);
      expect(profile.podiumAchievements).to.deep.equal([]);
    });

    it('given wins, a forfeit and a loss over the last 16 dates, then games, win rate, average, combined points, last played and the 14-date performance index', async () => {
      const player = await game.registered();
      await win(player, daysAgo(15)); // 10,000, outside both 14-date windows
      await forfeit(player, daysAgo(14)); // 0, in yesterday's window only
      await win(player, daysAgo(3), 2); // 9,000
      await lose(player, daysAgo(1)); // 0
      const puzzle = await game.puzzle(TODAY);
      await switchRows(player, puzzle, 1);
      expect((await solveAll(player, puzzle)).body.result).to.include({ gameStatus: 'won', score: 9000 });

      const profile = await profileOf(player);
      expect(profile).to.include({
        gamesPlayed: 5,
        winRate: 60,
        avgScore: 5600,
        combinedPoints: 28_000,
        lastPlayed: TODAY,
        // Today's window (the 14 dates up to today): 9,000, 0 and 9,000, two wins of three.
        rankingScore: 4000,
      });
      const data = ok(await player.get('/auth/profile-data'));
      expect(data.profile).to.include({ gamesPlayed: 5, rankingScore: 4000, combinedPoints: 28_000 });
      expect(data.streaks).to.deep.equal({ currentStreak: 1, maxStreak: 1 });
      // Yesterday's window: 0, 9,000 and 0, one win of three.
      expect(ok(await player.get(`/scoreboard/performance-change/${player.userId}`))).to.deep.equal({
        userId: player.userId,
        previous: 1000,
        current: 4000,
        change: 3000,
        gamesPlayed: 5,
      });
    });

    it('given a game stored, then the profile changes at once (the standing is kept with the score)', async () => {
      const player = await game.registered();
      await win(player, daysAgo(6), 1);
      expect(await profileOf(player)).to.include({
        gamesPlayed: 1,
        winRate: 100,
        avgScore: 9500,
        rankingScore: 9500,
        combinedPoints: 9500,
        lastPlayed: daysAgo(6),
      });
      await forfeit(player, daysAgo(5));
      expect(await profileOf(player)).to.include({
        gamesPlayed: 2,
        winRate: 50,
        avgScore: 4750,
        rankingScore: 2375,
        combinedPoints: 9500,
        lastPlayed: daysAgo(5),
      });
    });

    it('given a game whose score ran out with nobody coming back, then the rollover stores it as lost and the standings count it', async () => {
      // The last test: it moves the clock past the longest possible game, under three hours (still the same day in Helsinki).
      const [player, puzzle] = [await game.registered(), await game.puzzle(daysAgo(1))];
      await player.check(puzzle.wrong(0), puzzle.date);
      game.clock.advance(10_060_000);
      let report;
      do report = await game.server.containers.get('fi')!.get(DayRollover).tick();
      while (report.podiums === 'busy');
      await player.renew();
      // Read before the game itself, which would settle it too.
      expect(await profileOf(player)).to.include({ gamesPlayed: 1, winRate: 0, combinedPoints: 0 });
      expect(ok(await player.get('/scoreboard/streak')).losingStreak).to.equal(1);
      const result = ok(await player.result(puzzle.date));
      expect(result).to.include({ gameStatus: 'lost', score: 0, mistakes: 1 });
      expect(result.achievements).to.deep.equal([]);
    });
  });
});
