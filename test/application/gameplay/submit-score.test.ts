import { expect } from 'chai';
import { statusOf } from '../../../adapters/http/errors/status-by-code';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { userPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a006');

// DESIGN 5: the submission is evidence only. The server's figures decide; a claim of categories the
// server never saw solved is stored as cheater with 0 and flags the player.
describe('Application | Gameplay | Score submission', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
  });

  it('given two categories solved, when all five are claimed, then cheater with 0, stored, and the player flagged', async () => {
    await game.solve(player, puzzle, 0);
    await game.solve(player, puzzle, 1);

    const result = rightOf(
      await game.endGame.submit(player, { gameDate: puzzle.gameDate, completedCategories: [0, 1, 2, 3, 4] }),
    );

    expect(result).to.include({ gameStatus: 'cheater', score: 0 });
    expect(game.stores.scores.of(player).map((s) => [s.status, s.score])).to.deep.equal([['cheater', 0]]);
    expect(game.stores.scores.isCheater(player.id)).to.equal(true);
  });

  it('given an honest claim about a game in play, then GAME_IN_PROGRESS (409) and nothing changes', async () => {
    await game.solve(player, puzzle, 3);

    const refused = leftOf(
      await game.endGame.submit(player, { gameDate: puzzle.gameDate, completedCategories: [3] }),
    );

    expect(refused.code).to.equal('GAME_IN_PROGRESS');
    expect(statusOf(refused.code)).to.equal(409);
    expect(await game.stores.sessions.find(player, puzzle.gameDate)).to.include({ status: 'playing' });
    expect(game.stores.scores.all()).to.deep.equal([]);
  });

  it('given no session and an honest empty claim, then GAME_IN_PROGRESS and no session is left behind', async () => {
    expect(leftOf(await game.endGame.submit(player, { gameDate: puzzle.gameDate })).code).to.equal(
      'GAME_IN_PROGRESS',
    );
    expect(await game.stores.sessions.find(player, puzzle.gameDate)).to.equal(null);
  });

  it("given a won game, when submitted with other figures, then the server's result and one stored score", async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);
    for (const position of [4, 3, 2, 1]) await game.solve(player, puzzle, position);
    game.secondsLater(200);
    await game.solve(player, puzzle, 0);
    game.secondsLater(50);

    const result = rightOf(
      await game.endGame.submit(player, { gameDate: puzzle.gameDate, completedCategories: [0, 1, 2, 3, 4] }),
    );

    expect(result).to.include({
      gameStatus: 'won',
      score: 10_000 - 200 - 500,
      timeElapsed: 200,
      mistakes: 1,
    });
    expect(result.completedCategories).to.deep.equal([4, 3, 2, 1, 0]);
    expect(game.stores.scores.all()).to.have.length(1);
    expect(game.stores.scores.isCheater(player.id)).to.equal(false);
  });

  it('given a forfeited game, when a later claim names a category it never saw, then the result becomes cheater', async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'pear', 'plum']);
    await game.endGame.forfeit(player, puzzle.gameDate);

    const result = rightOf(
      await game.endGame.submit(player, { gameDate: puzzle.gameDate, completedCategories: [0, 4] }),
    );

    expect(result).to.include({ gameStatus: 'cheater', score: 0 });
    expect(game.stores.scores.of(player).map((s) => s.status)).to.deep.equal(['cheater']);
    expect(game.stores.scores.isCheater(player.id)).to.equal(true);
  });

  it('given a game in play, when submitted as a forfeit, then the forfeit is stored', async () => {
    await game.solve(player, puzzle, 0);

    const result = rightOf(await game.endGame.submit(player, { gameDate: puzzle.gameDate, forfeit: true }));

    expect(result).to.include({ gameStatus: 'forfeit', score: 0, forfeit: true });
    expect(game.stores.scores.of(player).map((s) => s.status)).to.deep.equal(['forfeit']);
  });
});
