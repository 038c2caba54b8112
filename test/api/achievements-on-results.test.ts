import { expect } from 'chai';
import { daysAgo, solveAll, useGameServer } from '../support/game-api';
import { ok } from '../support/scoreboard-api';
import {
  PERFECT_WIN,
  countOf,
  scoreTiers,
  speedLoss,
  standingsPlay,
  timeTiers,
  typesOf,
} from '../support/standings-api';

// The achievements a game unlocks: the result's `achievements`, GET /game/results/{date} and /auth/profile.
// The clock stands still unless a test moves it, so a game's time is exact.

describe('API | Standings and achievements', function () {
  this.timeout(120_000);
  const game = useGameServer();
  const { profileOf, win, forfeit, lose, switchRows } = standingsPlay(game);

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
});
