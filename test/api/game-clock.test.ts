import { expect } from 'chai';
import { FakeClock } from '../support/fake-clock';
import { PLAYER_KINDS, TODAY, TOMORROW, expectError, solveAll, useGameServer } from '../support/game-api';

// The server's clock decides the time of a game (DESIGN 5): the test server's fake clock moves, the
// players' claims do not matter. The suite moves it about 8 hours from noon in Helsinki: TODAY stays today.

const SECOND = 1000;

describe('API | Game | The server clock decides', function () {
  this.timeout(60_000);
  const game = useGameServer();

  it('given seconds passing, then the score drops one point a second from the start the first call fixed', async () => {
    const [player, puzzle] = [await game.registered(), await game.puzzle()];
    const started = (await player.start()).body;
    game.clock.advance(30 * SECOND);
    expect((await player.start()).body.startTime).to.equal(started.startTime);
    game.clock.advance(12 * SECOND + 999);
    const state = (await player.state()).body;
    expect(state).to.include({ elapsedTime: 42, score: 9958, startTime: started.startTime });
    expect(new Date(state.serverTime).getTime() - new Date(started.startTime).getTime()).to.equal(42_999);
    expect((await player.check(puzzle.wrong())).body.session).to.include({ score: 9458, mistakes: 1 });
    expect((await player.active()).body.gameState.elapsedTime).to.equal(42);
  });

  it('given a win after 100 seconds, then the result has the time and score of the server, and they stay', async () => {
    const [player, puzzle] = [await game.registered(), await game.puzzle()];
    await player.start();
    game.clock.advance(100 * SECOND);
    const won = (await solveAll(player, puzzle)).body.result;
    expect(won).to.include({ gameStatus: 'won', score: 9900, timeElapsed: 100, elapsedTime: 100 });
    game.clock.advance(60 * SECOND);
    const claim = { gameDate: TODAY, timeElapsed: 3, completedCategories: [0, 1, 2, 3, 4] };
    expect((await player.post('/game/submit-score', claim)).body).to.include({
      score: 9900,
      timeElapsed: 100,
    });
    expect((await player.state()).body).to.include({ score: 9900, elapsedTime: 100, finalScore: 9900 });
    expect((await player.played()).body).to.include({ score: 9900 });
  });

  for (const kind of PLAYER_KINDS) {
    it(`given a ${kind} player's clock running the score to 0, then the game is lost at the second it reached 0`, async () => {
      const [player, puzzle] = [await game.player(kind), await game.puzzle()];
      await player.check(puzzle.wrong());
      game.clock.advance(9_499 * SECOND);
      if (player.kind === 'registered') await player.renew();
      expect((await player.state()).body).to.include({ gameStatus: 'playing', score: 1 });

      game.clock.advance(101 * SECOND);
      // Nobody asked at the second it happened: the next read settles it, dated then.
      const active = (await player.active()).body;
      expect(active.gameState).to.include({ gameStatus: 'lost', finalScore: 0, elapsedTime: 9_500 });
      const result = (await player.result()).body;
      expect(result).to.include({ gameStatus: 'lost', score: 0, timeElapsed: 9_500, mistakes: 1 });
      expect(result.categories).to.have.length(5);
      expect((await player.played()).body).to.include({ hasPlayed: true, score: 0, gameStatus: 'lost' });
      expectError(await player.check(puzzle.words(4)), 409, 'GAME_ALREADY_COMPLETED');
      expectError(await player.switchRow(0), 409, 'GAME_ALREADY_COMPLETED');
    });
  }

  it('given a clock that ran out before a check, then the check is refused and the game reads as lost with nothing solved', async () => {
    const [player, puzzle] = [await game.guest(), await game.puzzle()];
    await player.start();
    game.clock.advance(10_000 * SECOND);
    expectError(await player.check(puzzle.words(0)), 409, 'GAME_ALREADY_COMPLETED');
    const state = (await player.state()).body;
    expect(state).to.include({ gameStatus: 'lost', elapsedTime: 10_000, finalScore: 0 });
    expect(state.completedCategories).to.deep.equal([]);
  });
});

describe('API | Game | The day turns at midnight in the instance zone', function () {
  this.timeout(60_000);
  // One second before midnight in Helsinki (UTC+3 in June).
  const game = useGameServer(new FakeClock('2026-06-15T20:59:59.000Z'));

  it('given midnight in Helsinki, then today is the next date, and a game begun before it can be finished', async () => {
    const [player, puzzle] = [await game.registered(), await game.puzzle(TODAY)];
    expect((await player.get('/game/daily')).body).to.include({ gameDate: TODAY, today: TODAY });
    expectError(await player.get(`/scoreboard/days/${TODAY}/categories`), 403, 'DAY_NOT_FINISHED');
    await player.check(puzzle.words(0));

    game.clock.advance(SECOND);
    const next = await player.get('/game/daily');
    expectError(next, 404, 'GAME_NOT_FOUND');
    expect(next.body.details).to.deep.equal({ today: TOMORROW });
    expect((await player.get(`/game/daily/${TODAY}`)).body).to.include({ gameDate: TODAY, today: TOMORROW });
    expect((await solveAll(player, puzzle)).body.result).to.include({ gameStatus: 'won', score: 9999 });
    // The day is over: its statistics open to anyone.
    expect((await game.api.get(`/scoreboard/days/${TODAY}/categories`)).status).to.equal(200);
  });
});
