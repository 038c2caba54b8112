import { expect } from 'chai';
import {
  CLOCK_START,
  NO_GAME_DATE,
  PLAYER_KINDS,
  TODAY,
  TOMORROW,
  YESTERDAY,
  expectError,
  solveAll,
  useGameServer,
} from '../support/game-api';

describe('API | Game | Sessions, results and played status', function () {
  this.timeout(60_000);
  const game = useGameServer();

  for (const kind of PLAYER_KINDS) {
    describe(`as a ${kind} player`, () => {
      it('given no game, then no active session (404), no session read and no result', async () => {
        const player = await game.player(kind);
        expectError(await player.active(), 404, 'NO_ACTIVE_SESSION');
        expectError(await player.state(), 404, 'SESSION_NOT_FOUND');
        expectError(await player.result(), 404, 'SESSION_NOT_FOUND');
      });

      it('given a session start, then the server fixes startTime and later starts answer the same session', async () => {
        const player = await game.player(kind);
        const started = await player.start(TODAY, { startTime: '2020-01-01T00:00:00Z', gameStatus: 'won' });
        expect(started.status).to.equal(200);
        expect(started.body).to.include({
          gameDate: TODAY,
          gameStatus: 'playing',
          startTime: CLOCK_START,
          serverTime: CLOCK_START,
          mistakes: 0,
          elapsedTime: 0,
          score: 10_000,
          finalScore: null,
          isDemo: kind === 'guest',
          isActive: true,
        });
        expect(started.body.revealedCategoryData).to.deep.equal([]);
        expect(started.body.gridLayout).to.deep.equal((await game.puzzle()).game.gridLayout);
        expect((await player.start()).body).to.deep.equal(started.body);
        expect((await player.state()).body).to.deep.equal(started.body);
        expectError(await player.result(), 404, 'RESULT_NOT_FOUND');
      });

      it('given a game under way, then the active session gives its counts; a finished one of today stays the answer', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        await player.check(puzzle.words(4));
        await player.check(puzzle.wrong(9));
        await player.switchRow(0);
        const active = await player.active();
        expect(active.status).to.equal(200);
        expect(active.body).to.deep.equal({
          hasActiveSession: true,
          gameDate: TODAY,
          serverTime: CLOCK_START,
          gameState: {
            startTime: CLOCK_START,
            gameStatus: 'playing',
            finalScore: null,
            mistakes: 1,
            completedCategoriesCount: 1,
            switchedWordsCount: 1,
            elapsedTime: 0,
          },
        });
        await solveAll(player, puzzle);
        expect((await player.active()).body.gameState).to.include({ gameStatus: 'won', finalScore: 8500 });
        expect((await player.result()).body).to.include({ gameStatus: 'won', score: 8500, switchedCards: 1 });
      });

      it("given a previous day's game under way, then that is the active session", async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle(YESTERDAY)];
        await player.check(puzzle.wrong(), YESTERDAY);
        expect((await player.active()).body.gameDate).to.equal(YESTERDAY);
        expect((await player.state(YESTERDAY)).body).to.include({ gameDate: YESTERDAY, mistakes: 1 });
      });

      it('given games of several dates, then played status tells each date apart', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        expect((await player.played()).body).to.include({
          hasPlayed: false,
          gameAvailable: true,
          gameStatus: null,
        });
        await player.check(puzzle.wrong());
        expect((await player.played()).body).to.include({
          hasPlayed: false,
          score: null,
          gameStatus: 'playing',
        });
        await solveAll(player, puzzle);
        expect((await player.played()).body).to.deep.equal({
          gameDate: TODAY,
          hasPlayed: true,
          score: 9500,
          gameStatus: 'won',
          gameAvailable: true,
        });
      });
    });
  }

  it('given a guest, then GET /game/guest/session/{date} answers the guest session with the full state beside it', async () => {
    const [guest, puzzle] = [game.guest(), await game.puzzle()];
    expectError(await guest.get(`/game/guest/session/${TODAY}`), 404, 'SESSION_NOT_FOUND');
    await guest.check(puzzle.words(3));
    await guest.check(puzzle.wrong());
    const answer = await guest.get(`/game/guest/session/${TODAY}`);
    expect(answer.body).to.deep.include({
      gameDate: TODAY,
      gameState: {
        gameStatus: 'playing',
        finalScore: null,
        finalTime: null,
        startTime: CLOCK_START,
        mistakes: 1,
        completedCategories: [3],
        switchedWords: [],
        elapsedTime: 0,
      },
      isActive: true,
      hasActiveSession: true,
      isCompleted: false,
    });
    expect(answer.body.session).to.deep.equal((await guest.state()).body);
    await guest.forfeit();
    expect((await guest.get(`/game/guest/session/${TODAY}`)).body).to.include({
      hasActiveSession: false,
      isCompleted: true,
    });
  });

  it('given a batch of dates, then POST /game/played/batch answers each in the order asked', async () => {
    const [player, puzzle] = [await game.registered(), await game.puzzle()];
    await solveAll(player, puzzle);
    await player.check((await game.puzzle(YESTERDAY)).wrong(), YESTERDAY);
    const batch = await player.post('/game/played/batch', {
      dates: [YESTERDAY, NO_GAME_DATE, TODAY, TOMORROW],
    });
    expect(batch.status).to.equal(200);
    expect(batch.body.results).to.deep.equal([
      { gameDate: YESTERDAY, hasPlayed: false, score: null, gameStatus: 'playing', gameAvailable: true },
      { gameDate: NO_GAME_DATE, hasPlayed: false, score: null, gameStatus: null, gameAvailable: false },
      { gameDate: TODAY, hasPlayed: true, score: 10_000, gameStatus: 'won', gameAvailable: true },
      { gameDate: TOMORROW, hasPlayed: false, score: null, gameStatus: null, gameAvailable: false },
    ]);
    expect((await player.get('/game/played')).body).to.deep.equal(batch.body.results[2]);
    expect((await player.post('/game/played/batch', { dates: [] })).body).to.deep.equal({ results: [] });
  });

  it('given a batch too long or of the wrong shape, then 400', async () => {
    const player = await game.registered();
    const many = Array.from({ length: 101 }, () => TODAY);
    expectError(await player.post('/game/played/batch', { dates: many }), 400, 'TOO_MANY_DATES');
    expectError(await player.post('/game/played/batch', { dates: TODAY }), 400, 'VALIDATION_ERROR');
    expectError(await player.post('/game/played/batch', { dates: [20260615] }), 400, 'VALIDATION_ERROR');
    expectError(await player.post('/game/played/batch', {}), 400, 'VALIDATION_ERROR');
  });

  it('given a session body of the wrong shape, then 400 VALIDATION_ERROR', async () => {
    const player = await game.registered();
    for (const body of [{}, { gameDate: 1 }, { gameDate: TODAY, gameState: 'playing' }]) {
      expectError(await player.post('/game/session', body), 400, 'VALIDATION_ERROR');
    }
    expectError(await player.post('/game/session/end', {}), 400, 'VALIDATION_ERROR');
  });
});
