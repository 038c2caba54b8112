import { expect } from 'chai';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { userPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a004');

// DESIGN 5: reaching 0 before the last category loses. Nobody has to ask at that second: the next read
// settles it, stores it once, and dates it when the score reached 0.
describe('Application | Gameplay | Clock running down', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
    // Two wrong attempts at the start: 9000 points left, so the clock takes them in 9000 seconds.
    await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);
    await game.select(player, puzzle.gameDate, ['iron', 'mars', 'pear']);
  });

  it('given one second before zero, then the game is still in play with 1 point', async () => {
    game.secondsLater(8_999);

    expect(rightOf(await game.gameSessions.state(player, puzzle.gameDate))).to.include({
      gameStatus: 'playing',
      score: 1,
    });
    expect(game.stores.scores.all()).to.deep.equal([]);
  });

  it('given the clock past zero, when the session is read, then lost with 0, dated when the score reached 0', async () => {
    game.secondsLater(12_000);

    const session = rightOf(await game.gameSessions.state(player, puzzle.gameDate));

    expect(session).to.include({ gameStatus: 'lost', score: 0, finalScore: 0, elapsedTime: 9_000 });
    const [stored] = game.stores.scores.of(player);
    expect(stored).to.include({ status: 'lost', score: 0, elapsedSeconds: 9_000, mistakes: 2 });
    expect(stored!.completedAt.toISOString()).to.equal('2026-03-01T11:30:00.000Z');
  });

  it('given a settled loss, when read again and again, then it is stored once and stays as it was', async () => {
    game.secondsLater(9_500);
    rightOf(await game.gameSessions.state(player, puzzle.gameDate));
    game.secondsLater(600);

    rightOf(await game.gameSessions.result(player, puzzle.gameDate));
    rightOf(await game.activeSession.execute(player));
    const result = rightOf(await game.gameSessions.result(player, puzzle.gameDate));

    expect(result).to.include({ gameStatus: 'lost', score: 0, timeElapsed: 9_000 });
    expect(game.stores.scores.all()).to.have.length(1);
  });

  it('given the clock past zero, when the player tries a selection, then the game is over', async () => {
    game.secondsLater(9_000);

    expect(
      leftOf(
        await game.checkSelection.execute(player, {
          gameDate: puzzle.gameDate,
          selectedWords: ['apple', 'pear', 'plum'],
        }),
      ).code,
    ).to.equal('GAME_ALREADY_COMPLETED');
    expect(rightOf(await game.gameSessions.state(player, puzzle.gameDate)).gameStatus).to.equal('lost');
  });
});
