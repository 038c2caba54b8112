import { expect } from 'chai';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { PLAYER_KINDS, TODAY, YESTERDAY, expectError, useGameServer } from '../support/game-api';

describe('API | Game | Reviews', function () {
  this.timeout(60_000);
  const game = useGameServer();
  const reviewRows = (date: string) =>
    game.server.containers
      .get('fi')!
      .get<KnexDatabase>(KNEX_DATABASE)
      .knex('game_reviews')
      .where({ game_date: date })
      .select('user_id', 'guest_id', 'difficulty', 'fun_level', 'is_demo');

  for (const kind of PLAYER_KINDS) {
    describe(`as a ${kind} player`, () => {
      it('given a game not finished, then a review answers 409 GAME_NOT_FINISHED', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        const review = { gameDate: TODAY, difficulty: 3, funLevel: 4 };
        expectError(await player.review(review), 409, 'GAME_NOT_FINISHED');
        await player.check(puzzle.wrong());
        expectError(await player.review(review), 409, 'GAME_NOT_FINISHED');
      });

      it('given a finished game, then a review of 1-5 is stored (once, the latest counts); others are 400', async () => {
        const player = await game.player(kind);
        await player.start(YESTERDAY);
        await player.forfeit(YESTERDAY);
        for (const [difficulty, funLevel] of [
          [0, 3],
          [3, 6],
          [2.5, 3],
          [-1, -1],
        ]) {
          const refused = await player.review({ gameDate: YESTERDAY, difficulty, funLevel });
          expectError(refused, 400, 'REVIEW_RATING_INVALID');
        }
        for (const body of [
          { gameDate: YESTERDAY, difficulty: '3', funLevel: 3 },
          { gameDate: YESTERDAY, difficulty: 3 },
          { difficulty: 3, funLevel: 3 },
          { gameDate: YESTERDAY, difficulty: 3, funLevel: 3, isDemo: 'no' },
        ]) {
          expectError(await player.review(body), 400, 'VALIDATION_ERROR');
        }
        const first = await player.review({
          gameDate: YESTERDAY,
          difficulty: 1,
          funLevel: 5,
          isDemo: kind !== 'guest',
        });
        expect([first.status, typeof first.body.message]).to.deep.equal([200, 'string']);
        expect((await player.review({ gameDate: YESTERDAY, difficulty: 2, funLevel: 4 })).status).to.equal(
          200,
        );
        const rows = (await reviewRows(YESTERDAY)).filter((row) =>
          kind === 'guest' ? row.guest_id !== null : row.user_id !== null,
        );
        // The client's isDemo is not taken: a review is a demo one when a guest gives it.
        expect(rows).to.have.length(1);
        expect(rows[0]).to.include({ difficulty: 2, fun_level: 4, is_demo: kind === 'guest' });
      });
    });
  }

  it('given nobody (no token, no guest id), then a review answers 400 GUEST_ID_INVALID', async () => {
    const answer = await game.api.post('/game-reviews', { gameDate: TODAY, difficulty: 3, funLevel: 3 });
    expectError(answer, 400, 'GUEST_ID_INVALID');
  });
});
