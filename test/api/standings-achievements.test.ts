import { expect } from 'chai';
import { DayRollover } from '../../application/standings/day-rollover';
import type { Answer } from '../support/api-client';
import {
  TODAY,
  daysAgo,
  solveAll,
  useGameServer,
  type GamePlayer,
  type Puzzle,
  type RegisteredPlayer,
} from '../support/game-api';

// The achievements a game unlocks (the result's `achievements`, GET /game/results/{date}, /auth/profile)
// and the standings kept with each stored score: /auth/profile figures, /auth/profile-data and
// /scoreboard/streak. The clock stands still unless a test moves it, so a game's time is exact.

interface Earned {
  type: string;
  count: number;
}

// The tiers as player spec 3 lists them, spelled out here rather than read from the code under test.
const SCORE_TIERS = [
  1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 9100, 9200, 9300, 9400, 9500, 9600, 9700, 9800, 9900,
  10_000,
];
const TIME_TIERS = [300, 240, 180, 120, 60, 55, 50, 45, 40, 35, 30, 25];
const SPEED_LOSS_TIERS = [120, 90, 60, 30];

const scoreTiers = (score: number) => SCORE_TIERS.filter((tier) => score >= tier).map((t) => `SCORE_${t}`);
const timeTiers = (seconds: number) => TIME_TIERS.filter((tier) => seconds <= tier).map((t) => `TIME_${t}`);
const speedLoss = (seconds: number) =>
  SPEED_LOSS_TIERS.filter((tier) => seconds < tier).map((t) => `SPEED_LOSS_${t}`);
/** A win at 10,000 in no time: every tier of both families. */
const PERFECT_WIN = ['PERFECT_GAME', 'NO_SWITCHES', ...scoreTiers(10_000), ...timeTiers(0)];

const typesOf = (achievements: Earned[]) => achievements.map((entry) => entry.type);
const countOf = (achievements: Earned[], type: string) =>
  achievements.find((entry) => entry.type === type)?.count;

describe('API | Standings and achievements', function () {
  this.timeout(120_000);
  const game = useGameServer();

  const ok = (answer: Answer) => {
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body;
  };
  const profileOf = async (player: RegisteredPlayer) => ok(await player.get('/auth/profile'));

  /** Wrong attempts first, then every category: answers the game's result. */
  const win = async (player: GamePlayer, date: string, mistakes = 0) => {
    const puzzle = await game.puzzle(date);
    for (let n = 0; n < mistakes; n += 1) await player.check(puzzle.wrong(n), date);
    const last = await solveAll(player, puzzle);
    expect(last.body.result, JSON.stringify(last.body)).to.include({ gameStatus: 'won' });
    return last.body.result;
  };
  const forfeit = async (player: GamePlayer, date: string) => {
    ok(await player.start(date));
    const answer = ok(await player.forfeit(date));
    expect(answer).to.include({ gameStatus: 'forfeit', score: 0 });
    return answer;
  };
  /** 20 wrong attempts take the score to 0: the game is lost. */
  const lose = async (player: GamePlayer, date: string) => {
    const puzzle = await game.puzzle(date);
    let last: Answer | undefined;
    for (let n = 0; n < 20; n += 1) last = await player.check(puzzle.wrong(n), date);
    expect(last!.body.result, JSON.stringify(last!.body)).to.include({ gameStatus: 'lost', score: 0 });
    return last!.body.result;
  };
  /** Switches `count` rows, each time one whose word belongs to a category not yet switched. */
  const switchRows = async (player: GamePlayer, puzzle: Puzzle, count: number) => {
    let session = ok(await player.start(puzzle.date));
    for (let i = 0; i < count; i += 1) {
      const rowIndex = (session.gridLayout as string[][]).findIndex((row) =>
        row.some((word) => !session.switchedWords.includes(puzzle.categoryOf(word))),
      );
      session = ok(await player.switchRow(rowIndex, puzzle.date)).session;
    }
    expect(session.switchedWords).to.have.length(count);
  };

  describe('achievements of a game', () => {
    it('given a perfect win, then the result lists PERFECT_GAME, NO_SWITCHES and every SCORE and TIME tier, each counted once; GET /game/results repeats them', async () => {
      const player = await game.registered();
      const result = await win(player, daysAgo(2));
      expect(result).to.include({ score: 10_000, timeElapsed: 0, mistakes: 0 });
      expect(result.achievements).to.deep.equal(PERFECT_WIN.map((type) => ({ type, count: 1 })));
      expect(ok(await player.result(daysAgo(2))).achievements).to.deep.equal(result.achievements);
      expect((await profileOf(player)).achievements).to.deep.equal(result.achievements);
    });

    it('given a second perfect win on another date, then PERFECT_GAME and the repeated tiers count 2 in the result, the results read and the profile', async () => {
      const player = await game.registered();
      await win(player, daysAgo(3));
      const second = await win(player, daysAgo(5));
      expect(second.achievements).to.deep.equal(PERFECT_WIN.map((type) => ({ type, count: 2 })));
      expect(ok(await player.result(daysAgo(5))).achievements).to.deep.equal(second.achievements);
      expect(typesOf(ok(await player.result(daysAgo(3))).achievements)).to.deep.equal(PERFECT_WIN);
      const profile = await profileOf(player);
      expect(countOf(profile.achievements, 'PERFECT_GAME')).to.equal(2);
      expect(countOf(profile.achievements, 'SCORE_10000')).to.equal(2);
      expect(countOf(profile.achievements, 'TIME_25')).to.equal(2);
    });

    it('given a win after 61 seconds with one mistake, then NO_SWITCHES without PERFECT_GAME, SCORE tiers up to 9400 and TIME tiers down to 120', async () => {
      const [player, puzzle] = [await game.registered(), await game.puzzle(daysAgo(4))];
      await player.check(puzzle.wrong(0), puzzle.date);
      game.clock.advance(61_000);
      const result = (await solveAll(player, puzzle)).body.result;
      expect(result).to.include({ gameStatus: 'won', score: 10_000 - 500 - 61, timeElapsed: 61 });
      expect(typesOf(result.achievements)).to.deep.equal([
        'NO_SWITCHES',
        ...scoreTiers(9439),
        'TIME_300',
        'TIME_240',
        'TIME_180',
        'TIME_120',
      ]);
    });

    it('given five switches and a win, then SWITCHES_5_WIN and SCORE tiers up to 5000, without NO_SWITCHES or PERFECT_GAME', async () => {
      const [player, puzzle] = [await game.registered(), await game.puzzle(daysAgo(6))];
      await switchRows(player, puzzle, 5);
      const result = (await solveAll(player, puzzle)).body.result;
      expect(result).to.include({ gameStatus: 'won', score: 5000, switchedCards: 5 });
      expect(typesOf(result.achievements)).to.deep.equal([
        'SWITCHES_5_WIN',
        ...scoreTiers(5000),
        ...timeTiers(0),
      ]);
    });

    it('given 16 mistakes and a win, then SMOOTH_BRAIN; 15 mistakes are not enough', async () => {
      const sixteen = await win(await game.registered(), daysAgo(7), 16);
      expect(sixteen.score).to.equal(2000);
      expect(typesOf(sixteen.achievements)).to.deep.equal([
        'SMOOTH_BRAIN',
        'NO_SWITCHES',
        'SCORE_1000',
        'SCORE_2000',
        ...timeTiers(0),
      ]);
      const fifteen = await win(await game.registered(), daysAgo(7), 15);
      expect(fifteen.score).to.equal(2500);
      expect(typesOf(fifteen.achievements)).to.not.include('SMOOTH_BRAIN');
    });

    it('given a win with 48 points left, then CLOSE_CALL; no SCORE or TIME tier is reached', async () => {
      const [player, puzzle] = [await game.registered(), await game.puzzle(daysAgo(8))];
      for (let n = 0; n < 19; n += 1) await player.check(puzzle.wrong(n), puzzle.date);
      game.clock.advance(452_000);
      const result = (await solveAll(player, puzzle)).body.result;
      expect(result).to.include({ gameStatus: 'won', score: 48, mistakes: 19 });
      expect(typesOf(result.achievements)).to.deep.equal(['CLOSE_CALL', 'SMOOTH_BRAIN', 'NO_SWITCHES']);
    });

    it('given a forfeit at once, then every SPEED_LOSS tier; after 45 or 30 seconds only those above', async () => {
      const quick = await forfeit(await game.registered(), daysAgo(9));
      expect(quick.achievements).to.deep.equal(speedLoss(0).map((type) => ({ type, count: 1 })));
      expect(typesOf(quick.achievements)).to.deep.equal([
        'SPEED_LOSS_120',
        'SPEED_LOSS_90',
        'SPEED_LOSS_60',
        'SPEED_LOSS_30',
      ]);

      const slower = await game.registered();
      ok(await slower.start(daysAgo(9)));
      game.clock.advance(45_000);
      const answer = ok(await slower.forfeit(daysAgo(9)));
      expect(typesOf(answer.achievements)).to.deep.equal([
        'SPEED_LOSS_120',
        'SPEED_LOSS_90',
        'SPEED_LOSS_60',
      ]);
      expect(ok(await slower.result(daysAgo(9))).achievements).to.deep.equal(answer.achievements);

      // "Under 30 seconds": a loss after exactly 30 is not.
      const thirty = await game.registered();
      ok(await thirty.start(daysAgo(9)));
      game.clock.advance(30_000);
      const boundary = ok(await thirty.forfeit(daysAgo(9)));
      expect(typesOf(boundary.achievements)).to.deep.equal([
        'SPEED_LOSS_120',
        'SPEED_LOSS_90',
        'SPEED_LOSS_60',
      ]);
    });

    it('given a forfeit after five switches, then SWITCHES_5_LOSE; after four switches it is not earned', async () => {
      const [five, puzzle] = [await game.registered(), await game.puzzle(daysAgo(10))];
      await switchRows(five, puzzle, 5);
      const answer = ok(await five.forfeit(puzzle.date));
      expect(typesOf(answer.achievements)).to.deep.equal(['SWITCHES_5_LOSE', ...speedLoss(0)]);

      const four = await game.registered();
      await switchRows(four, puzzle, 4);
      expect(typesOf(ok(await four.forfeit(puzzle.date)).achievements)).to.deep.equal(speedLoss(0));
    });

    it('given a game lost by mistakes, then SMOOTH_BRAIN and the SPEED_LOSS tiers, and none of the winning ones', async () => {
      const result = await lose(await game.registered(), daysAgo(11));
      expect(typesOf(result.achievements)).to.deep.equal(['SMOOTH_BRAIN', ...speedLoss(0)]);
    });

    it('given the end of a game sent again or twice at once, then its achievements and figures are counted once', async () => {
      const player = await game.registered();
      const puzzle = await game.puzzle(daysAgo(14));
      for (const position of [0, 1, 2, 3]) await player.check(puzzle.words(position), puzzle.date);
      const finals = await Promise.all([1, 2].map(() => player.check(puzzle.words(4), puzzle.date)));
      const results = finals.map((answer) => answer.body.result).filter((result) => result);
      expect(results.length).to.be.at.least(1);
      ok(
        await player.post('/game/submit-score', {
          gameDate: puzzle.date,
          completedCategories: [0, 1, 2, 3, 4],
          gameStatus: 'won',
        }),
      );
      const forfeited = await game.registered();
      await forfeit(forfeited, puzzle.date);
      ok(await forfeited.forfeit(puzzle.date));

      const profile = await profileOf(player);
      expect(profile).to.include({ gamesPlayed: 1, combinedPoints: 10_000 });
      expect(profile.achievements).to.deep.equal(PERFECT_WIN.map((type) => ({ type, count: 1 })));
      expect(ok(await player.result(puzzle.date)).achievements).to.deep.equal(profile.achievements);
      const other = await profileOf(forfeited);
      expect(other).to.include({ gamesPlayed: 1, winRate: 0 });
      expect(other.achievements).to.deep.equal(speedLoss(0).map((type) => ({ type, count: 1 })));
    });

    it('given a guest who wins, then the result lists no achievement', async () => {
      const guest = game.guest();
      const result = await win(guest, daysAgo(12));
      expect(result).to.include({ score: 10_000, isDemo: true });
      expect(result.achievements).to.deep.equal([]);
      expect(ok(await guest.result(daysAgo(12))).achievements).to.deep.equal([]);
    });

    it('given a cheat submission, then no achievement, and the player is flagged isCheater on the scoreboards', async () => {
      const [cheater, honest] = [await game.registered(), await game.registered()];
      const date = daysAgo(13);
      await win(honest, date);
      const answer = ok(
        await cheater.post('/game/submit-score', {
          gameDate: date,
          completedCategories: [0, 1, 2, 3, 4],
          timeElapsed: 5,
          gameStatus: 'won',
        }),
      );
      expect(answer).to.include({ gameStatus: 'cheater', score: 0 });
      expect(answer.achievements).to.deep.equal([]);
      expect(ok(await cheater.result(date)).achievements).to.deep.equal([]);
      expect((await profileOf(cheater)).achievements).to.deep.equal([]);

      const day = ok(await cheater.get(`/scoreboard/days/${date}`));
      const rowOf = (userId: string) => day.scores.find((row: { userId: string }) => row.userId === userId);
      expect(rowOf(cheater.userId)).to.include({
        isCheater: true,
        score: 0,
        gameStatus: 'cheater',
        isMe: true,
      });
      expect(rowOf(honest.userId)).to.include({ isCheater: false, score: 10_000 });
      const mine = ok(await cheater.get('/scoreboard/players?filter=friends'));
      expect(
        mine.players.map((row: { userId: string; isCheater: boolean }) => [row.userId, row.isCheater]),
      ).to.deep.equal([[cheater.userId, true]]);
    });
  });

  describe('milestones and streaks', () => {
    it('given ten games, then GAMES_10 is unlocked by the tenth, exactly once; the run of ten wins also reaches STREAK_10', async () => {
      const player = await game.registered();
      for (let days = 10; days >= 2; days -= 1) {
        const result = await win(player, daysAgo(days));
        expect([days, typesOf(result.achievements)]).to.deep.equal([days, PERFECT_WIN]);
      }
      const tenth = await win(player, daysAgo(1));
      expect(typesOf(tenth.achievements)).to.deep.equal([
        ...PERFECT_WIN,
        'GAMES_10',
        'STREAK_3',
        'STREAK_5',
        'STREAK_10',
      ]);
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
