import { expect } from 'chai';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { guestPlayer, userPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a005');

describe('Application | Gameplay | Forfeit and session end', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
  });

  it('given a game in play, when forfeited, then forfeit with 0, every category revealed, stored', async () => {
    await game.solve(player, puzzle, 2);
    game.secondsLater(75);

    const result = rightOf(await game.endGame.forfeit(player, puzzle.gameDate));

    expect(result).to.include({ gameStatus: 'forfeit', forfeit: true, score: 0, timeElapsed: 75 });
    expect(result.categories.map((category) => category.name)).to.deep.equal([
      'Fruit',
      'Colours',
      'Animals',
      'Metals',
      'Planets',
    ]);
    expect(game.stores.scores.of(player).map((score) => [score.status, score.score])).to.deep.equal([
      ['forfeit', 0],
    ]);
  });

  it('given a forfeited game, when forfeited again (a retry), then the same result and one stored score', async () => {
    await game.solve(player, puzzle, 2);
    const first = rightOf(await game.endGame.forfeit(player, puzzle.gameDate));
    game.secondsLater(30);

    // Only the answer's own time (for the next puzzle's countdown) moves on.
    const again = rightOf(await game.endGame.forfeit(player, puzzle.gameDate));
    expect({ ...again, serverTime: first.serverTime }).to.deep.equal(first);
    expect(again.serverTime).to.equal(game.clock.now().toISOString());
    expect(game.stores.scores.all()).to.have.length(1);
  });

  it('given a won game, when forfeited, then the win stands', async () => {
    for (const position of [0, 1, 2, 3, 4]) await game.solve(player, puzzle, position);

    expect(rightOf(await game.endGame.forfeit(player, puzzle.gameDate))).to.include({
      gameStatus: 'won',
      score: 10_000,
    });
  });

  it('given no session, when forfeited, then the spec text and nothing is started', async () => {
    expect(leftOf(await game.endGame.forfeit(player, puzzle.gameDate))).to.include({
      code: 'NO_ACTIVE_GAME',
      message: 'Aktiivista peliä ei löytynyt hylättäväksi',
    });
    expect(await game.stores.sessions.find(player, puzzle.gameDate)).to.equal(null);
  });

  it('given a guest saving a forfeited game state, then the session is forfeited on the server', async () => {
    const guest = guestPlayer('guest_forfeit0000000000');
    await game.solve(guest, puzzle, 0);

    const session = rightOf(
      await game.gameSessions.start(guest, {
        gameDate: puzzle.gameDate,
        gameState: { gameStatus: 'forfeit' },
      }),
    );

    expect(session).to.include({ gameStatus: 'forfeit', finalScore: 0 });
    expect(game.stores.scores.of(guest)[0]).to.include({ status: 'forfeit', isDemo: true });
  });

  it('given a game in play, when the session ends, then it is forfeited and no longer active', async () => {
    await game.solve(player, puzzle, 0);

    const result = rightOf(await game.endGame.endSession(player, puzzle.gameDate));

    expect(result).to.include({ gameStatus: 'forfeit', score: 0 });
    expect(await game.stores.sessions.find(player, puzzle.gameDate)).to.include({
      isActive: false,
      status: 'forfeit',
    });
  });

  it('given a won game, when the session ends, then the win stays and the session is no longer active', async () => {
    for (const position of [0, 1, 2, 3, 4]) await game.solve(player, puzzle, position);

    expect(rightOf(await game.endGame.endSession(player, puzzle.gameDate))).to.include({ gameStatus: 'won' });
    expect(await game.stores.sessions.find(player, puzzle.gameDate)).to.include({
      isActive: false,
      status: 'won',
    });
    expect(game.stores.scores.all()).to.have.length(1);
  });

  it('given no session, when the session ends, then SESSION_NOT_FOUND', async () => {
    expect(leftOf(await game.endGame.endSession(player, puzzle.gameDate)).code).to.equal('SESSION_NOT_FOUND');
  });
});
