import { expect } from 'chai';
import { TODAY, daysAgo, expectError, solveAll, useGameServer, type GamePlayer } from '../support/game-api';

// /scoreboard/days/{date}/...: each test plays a day of its own, so the counts are exact.

const stats = (date: string, what: string) => `/scoreboard/days/${date}/${what}`;

describe('API | Game | Day statistics', function () {
  this.timeout(60_000);
  const game = useGameServer();

  const win = async (player: GamePlayer, date: string, mistakes = 0) => {
    const puzzle = await game.puzzle(date);
    for (let n = 0; n < mistakes; n += 1) await player.check(puzzle.wrong(n), date);
    return solveAll(player, puzzle);
  };

  it("given registered players' scores, then the percentile ranks a score among them; demo and cheat scores stay out", async () => {
    const date = daysAgo(2);
    await win(await game.registered(), date);
    await win(await game.registered(), date, 2);
    const forfeiting = await game.registered();
    await forfeiting.start(date);
    await forfeiting.forfeit(date);
    await win(game.guest(), date, 1);
    const cheater = await game.registered();
    await cheater.post('/game/submit-score', { gameDate: date, completedCategories: [0, 1, 2, 3, 4] });

    const answer = await game.api.get(`${stats(date, 'percentile')}?score=9500`);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({
      gameDate: date,
      percentile: 67,
      scores: [0, 9000, 10_000],
      totalPlayers: 3,
    });
    expect((await game.api.get(stats(date, 'percentile'))).body.percentile).to.equal(null);
    expect((await game.api.get(`${stats(date, 'percentile')}?score=10000`)).body.percentile).to.equal(67);
    expectError(await game.api.get(`${stats(date, 'percentile')}?score=lots`), 400, 'VALIDATION_ERROR');
  });

  it('given wrong attempts of several players, then the most common mistakes come first, each counted once a player', async () => {
    const date = daysAgo(3);
    const puzzle = await game.puzzle(date);
    const [first, second, guest] = [await game.registered(), await game.registered(), game.guest()];
    for (const player of [first, second, guest]) await player.check(puzzle.wrong(4), date);
    await first.check(puzzle.wrong(4).reverse(), date);
    await first.check(puzzle.wrong(7), date);
    await second.check(puzzle.wrong(7), date);
    await guest.check(puzzle.oneAway(3), date);

    const answer = await game.api.get(stats(date, 'mistakes'));
    expect(answer.status).to.equal(200);
    const counts = answer.body.mistakes.map((m: { words: string[]; count: number }) => m.count);
    expect(counts).to.deep.equal([3, 2, 1]);
    expect(answer.body.mistakes[0].words).to.have.members(puzzle.wrong(4));
    expect(answer.body.mistakes[1].words).to.have.members(puzzle.wrong(7));
    expect(answer.body.mistakes[2].words).to.have.members(puzzle.oneAway(3));
    expect((await game.api.get(`${stats(date, 'mistakes')}?limit=1`)).body.mistakes).to.have.length(1);
    expectError(await game.api.get(`${stats(date, 'mistakes')}?limit=-2`), 400, 'VALIDATION_ERROR');
  });

  it('given finished games, then category difficulty counts who solved each category and how early', async () => {
    const date = daysAgo(4);
    const puzzle = await game.puzzle(date);
    await win(await game.registered(), date);
    const quitter = await game.registered();
    await quitter.check(puzzle.words(3), date);
    await quitter.check(puzzle.words(0), date);
    await quitter.forfeit(date);
    await (await game.registered()).check(puzzle.words(1), date); // still playing: not counted

    const answer = await game.api.get(stats(date, 'category-difficulty'));
    expect(answer.status).to.equal(200);
    const byPosition = answer.body.categories;
    expect(byPosition.map((c: { position: number }) => c.position)).to.deep.equal([0, 1, 2, 3, 4]);
    expect(byPosition.map((c: { name: string }) => c.name)).to.deep.equal(
      [0, 1, 2, 3, 4].map((p) => puzzle.name(p)),
    );
    expect(byPosition[0]).to.include({
      successCount: 2,
      totalPlayers: 2,
      successRate: 1,
      averageSolveOrder: 1.5,
    });
    expect(byPosition[3]).to.include({ successCount: 2, averageSolveOrder: 2.5 });
    expect(byPosition[1]).to.include({
      successCount: 1,
      totalPlayers: 2,
      successRate: 0.5,
      averageSolveOrder: 2,
    });
    for (const category of byPosition) {
      expect(category).to.include.all.keys(
        'difficulty',
        'gaugeValue',
        'orderLabel',
        'difficultyPoints',
        'color',
      );
      expect(category.gaugeValue).to.be.within(0, 1);
    }
  });

  it('given a past day, then its categories are open to anyone', async () => {
    const date = daysAgo(5);
    const puzzle = await game.puzzle(date);
    const answer = await game.api.get(stats(date, 'categories'));
    expect(answer.status).to.equal(200);
    expect(answer.body.categories).to.have.length(5);
    expect(answer.body.categories[2]).to.include({
      name: puzzle.name(2),
      position: 2,
      extraWord: puzzle.extraWord(2),
    });
    expect(answer.body.categories[2].words).to.deep.equal(puzzle.words(2));
  });

  describe('today', () => {
    const CATEGORY_PATHS = ['mistakes', 'category-difficulty', 'categories'];

    it('given a caller who has not finished today, then the category-bearing statistics answer 403 DAY_NOT_FINISHED', async () => {
      const puzzle = await game.puzzle();
      const playing = await game.registered();
      await playing.check(puzzle.wrong());
      const guest = game.guest();
      await guest.check(puzzle.words(0));
      const callers: [string, (path: string) => Promise<{ status: number; body: { code: string } }>][] = [
        ['nobody', (path) => game.api.get(path)],
        ['a player who has not started', async (path) => (await game.registered()).get(path)],
        ['a player under way', (path) => playing.get(path)],
        ['a guest under way', (path) => guest.get(path)],
      ];
      for (const [who, get] of callers) {
        for (const what of CATEGORY_PATHS) {
          const answer = await get(stats(TODAY, what));
          expect([who, what, answer.status, answer.body.code]).to.deep.equal([
            who,
            what,
            403,
            'DAY_NOT_FINISHED',
          ]);
        }
        expect((await get(stats(TODAY, 'percentile'))).status).to.equal(200);
      }
    });

    for (const kind of ['registered', 'guest'] as const) {
      it(`given a ${kind} player who finished today, then all of today's statistics open to them`, async () => {
        const player = await game.player(kind);
        await player.check((await game.puzzle()).wrong(8));
        await player.forfeit();
        for (const what of CATEGORY_PATHS)
          expect((await player.get(stats(TODAY, what))).status).to.equal(200);
        expect((await player.get(stats(TODAY, 'categories'))).body.categories).to.have.length(5);
      });
    }
  });
});
