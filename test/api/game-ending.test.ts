import { expect } from 'chai';
import {
  GAME_COMPLETED_TEXT,
  PLAYER_KINDS,
  TODAY,
  expectError,
  solveAll,
  useGameServer,
} from '../support/game-api';

describe('API | Game | Ending a game', function () {
  this.timeout(60_000);
  const game = useGameServer();

  for (const kind of PLAYER_KINDS) {
    describe(`as a ${kind} player`, () => {
      it('given a forfeit, then the game ends with status forfeit and score 0, played, and closed to play', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        await player.check(puzzle.words(1));
        const forfeited = await player.forfeit();
        expect(forfeited.status).to.equal(200);
        // Registered players get the result, a guest's saved session answers the session: both say forfeit.
        expect(forfeited.body.gameStatus).to.equal('forfeit');
        const result = (await player.result()).body;
        expect(result).to.include({ gameStatus: 'forfeit', score: 0, forfeit: true });
        expect(result.completedCategories).to.deep.equal([1]);
        expect(result.categories).to.have.length(5);
        expect(result.guesses).to.deep.equal([[1, 1, 1]]);
        expect((await player.played()).body).to.include({ hasPlayed: true, score: 0, gameStatus: 'forfeit' });
        expectError(await player.check(puzzle.words(0)), 409, 'GAME_ALREADY_COMPLETED', GAME_COMPLETED_TEXT);
        // Under retry the first end stands.
        expect((await player.forfeit()).status).to.equal(200);
        expect((await player.result()).body).to.include({ gameStatus: 'forfeit', score: 0 });
      });

      it('given no session, then a forfeit answers 404 and starts nothing', async () => {
        const player = await game.player(kind);
        const answer = await player.forfeit();
        expectError(answer, 404, 'NO_ACTIVE_GAME');
        expectError(await player.active(), 404, 'NO_ACTIVE_SESSION');
      });

      it('given a session end while playing, then the game is forfeited and no longer active', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        expectError(await player.endSession(), 404, 'SESSION_NOT_FOUND');
        await player.check(puzzle.wrong());
        const ended = await player.endSession();
        expect(ended.body).to.include({ gameStatus: 'forfeit', score: 0, mistakes: 1 });
        expect((await player.state()).body).to.include({ gameStatus: 'forfeit', isActive: false });
      });

      it('given wrong attempts that take the score to 0, then the attempt that does it ends the game as lost', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        await player.check(puzzle.words(4));
        let last = await player.check(puzzle.wrong(0));
        for (let n = 1; n < 20; n += 1) last = await player.check(puzzle.wrong(n));
        expect(last.body.session).to.include({ gameStatus: 'lost', mistakes: 20, finalScore: 0 });
        expect(last.body.result).to.include({ gameStatus: 'lost', score: 0 });
        expect(last.body.result.categories).to.have.length(5);
        // The guess that solved category 4, then the twenty misses, in order.
        expect(last.body.result.guesses).to.deep.equal([[4, 4, 4], ...Array(20).fill([0, 1, 2])]);
        expectError(await player.check(puzzle.words(1)), 409, 'GAME_ALREADY_COMPLETED');
      });
    });
  }

  describe('POST /game/submit-score', () => {
    it('given a claim of categories the server never saw solved, then the game is stored as cheater with score 0', async () => {
      const [player, puzzle] = [await game.registered(), await game.puzzle()];
      await player.check(puzzle.words(0));
      const answer = await player.post('/game/submit-score', {
        gameDate: TODAY,
        completedCategories: [0, 1, 2, 3, 4],
        timeElapsed: 12,
        gameStatus: 'won',
      });
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ gameStatus: 'cheater', score: 0 });
      expect(answer.body.guesses).to.deep.equal([[0, 0, 0]]);
      expect((await player.played()).body).to.include({ hasPlayed: true, gameStatus: 'cheater', score: 0 });
      expectError(await player.check(puzzle.words(1)), 409, 'GAME_ALREADY_COMPLETED');
    });

    it('given an honest submission of a game still being played, then 409 GAME_IN_PROGRESS and nothing changes', async () => {
      const [player, puzzle] = [await game.registered(), await game.puzzle()];
      expectError(await player.post('/game/submit-score', { gameDate: TODAY }), 409, 'GAME_IN_PROGRESS');
      expectError(await player.active(), 404, 'NO_ACTIVE_SESSION');

      await player.check(puzzle.words(3));
      await player.check(puzzle.wrong());
      const before = (await player.state()).body;
      const answer = await player.post('/game/submit-score', {
        gameDate: TODAY,
        completedCategories: [3],
        timeElapsed: 1,
        gameStatus: 'completed',
      });
      expectError(answer, 409, 'GAME_IN_PROGRESS');
      expect((await player.state()).body).to.deep.equal(before);
      expect((await player.played()).body).to.include({ hasPlayed: false, score: null });
    });

    it("given a won game, then the submission answers the server's result whatever time or score it claims", async () => {
      const [player, puzzle] = [await game.registered(), await game.puzzle()];
      await player.check(puzzle.wrong());
      await solveAll(player, puzzle);
      const answer = await player.post('/game/submit-score', {
        gameDate: TODAY,
        completedCategories: [0, 1, 2, 3, 4],
        timeElapsed: 0,
        gameStatus: 'won',
        forfeit: false,
      });
      expect(answer.body).to.include({ gameStatus: 'won', score: 9500, mistakes: 1, timeElapsed: 0 });
    });

    it('given forfeit: true, then the submission forfeits the game', async () => {
      const [player, puzzle] = [await game.registered(), await game.puzzle()];
      await player.check(puzzle.words(4));
      const answer = await player.post('/game/submit-score', {
        gameDate: TODAY,
        forfeit: true,
        completedCategories: [4],
      });
      expect(answer.body).to.include({ gameStatus: 'forfeit', score: 0, forfeit: true });
    });

    it('given fields of the wrong kind, then 400 VALIDATION_ERROR and nothing is stored', async () => {
      const player = await game.registered();
      for (const body of [
        {},
        { gameDate: TODAY, timeElapsed: 'fast' },
        { gameDate: TODAY, completedCategories: 'all' },
        { gameDate: TODAY, forfeit: 'yes' },
        { gameDate: TODAY, switchedWords: [null] },
      ]) {
        expectError(await player.post('/game/submit-score', body), 400, 'VALIDATION_ERROR');
      }
      expectError(await player.active(), 404, 'NO_ACTIVE_SESSION');
    });
  });
});
