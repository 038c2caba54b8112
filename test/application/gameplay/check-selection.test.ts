import { expect } from 'chai';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { userPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a002');

// DESIGN 5: 10000 - 1 per second - 500 per wrong attempt - 1000 per switch; a repeated wrong combination
// is free; the fifth category wins with the score of that second.
describe('Application | Gameplay | Selection check and score', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
  });

  it('given a wrong attempt, a switch and 52 seconds, then the score is 10000 - 52 - 500 - 1000', async () => {
    rightOf(await game.gameSessions.start(player, { gameDate: puzzle.gameDate }));
    game.secondsLater(42);
    await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);
    game.secondsLater(10);

    const switched = rightOf(
      await game.switchWord.execute(player, { gameDate: puzzle.gameDate, rowIndex: 4 }),
    );

    expect(switched.session).to.include({ score: 8_448, mistakes: 1, elapsedTime: 52 });
  });

  it('given a correct selection, then its category is revealed and counted, and it costs nothing', async () => {
    const answer = await game.select(player, puzzle.gameDate, ['Venus ', 'earth', 'MARS']);

    expect(answer).to.include({ correct: true, alreadyTried: false, oneAway: false });
    expect(answer.category).to.deep.equal({
      name: 'Planets',
      position: 4,
      words: ['mars', 'venus', 'earth'],
      color: '#ef8a5b',
      createdBy: '',
    });
    expect(answer.session).to.include({ score: 10_000, mistakes: 0 });
    expect(answer.session.completedCategories).to.deep.equal([4]);
  });

  it('given a wrong combination tried before, in any order and case, then it is free and alreadyTried', async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'pear', 'red']);

    const again = await game.select(player, puzzle.gameDate, ['RED', 'pear', ' apple']);

    expect(again).to.include({ correct: false, alreadyTried: true, oneAway: true });
    expect(again.session).to.include({ mistakes: 1, score: 9_500 });
    expect(
      await game.stores.attempts.ofSession((await game.stores.sessions.find(player, puzzle.gameDate))!.id),
    ).to.have.length(1);
  });

  it('given two words of one category and a stray one, then oneAway; with three categories, not', async () => {
    expect((await game.select(player, puzzle.gameDate, ['apple', 'pear', 'red'])).oneAway).to.equal(true);
    expect((await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat'])).oneAway).to.equal(false);
  });

  it('given four categories solved, when the fifth is solved at 125 s, then won with the score of that second', async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);
    for (const position of [0, 1, 2, 3]) await game.solve(player, puzzle, position);
    game.secondsLater(125);

    const last = await game.solve(player, puzzle, 4);

    expect(last.session).to.include({ gameStatus: 'won', finalScore: 10_000 - 125 - 500 });
    expect(last.result).to.include({ gameStatus: 'won', score: 9_375, timeElapsed: 125, mistakes: 1 });
    expect(game.stores.scores.of(player)).to.have.length(1);
    const [stored] = game.stores.scores.of(player);
    expect(stored).to.include({ status: 'won', score: 9_375, elapsedSeconds: 125, isDemo: false });
    expect(stored!.completedAt.toISOString()).to.equal('2026-03-01T09:02:05.000Z');
  });

  it('given a game in play, then no result is answered with a check', async () => {
    expect((await game.solve(player, puzzle, 0)).result).to.equal(null);
  });

  it('given a won game, then a further check is refused with the spec text and changes nothing', async () => {
    for (const position of [0, 1, 2, 3, 4]) await game.solve(player, puzzle, position);

    const refused = leftOf(
      await game.checkSelection.execute(player, {
        gameDate: puzzle.gameDate,
        selectedWords: ['apple', 'red', 'cat'],
      }),
    );

    expect(refused).to.include({
      code: 'GAME_ALREADY_COMPLETED',
      message: 'Game already completed for this date',
    });
    expect((await game.stores.sessions.find(player, puzzle.gameDate))!.mistakes).to.equal(0);
  });
});
