import { expect } from 'chai';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { userPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a010');
const PLANETS = ['mars', 'venus', 'earth'];

// DESIGN 5: the browser never receives a category before the player solves it or the game ends, so no
// read about attempts and combinations may answer more than the player has already been shown.
describe('Application | Gameplay | Unsolved categories never leak', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;
  const match = async (words: string[]) =>
    rightOf(await game.categoryMatch.execute(player, { gameDate: puzzle.gameDate, words })).category;

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
  });

  it('given an unsolved category, then category-match does not name it; once solved, it does', async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);

    expect(await match(PLANETS)).to.equal(null);

    await game.select(player, puzzle.gameDate, PLANETS);
    expect(await match(['earth', 'mars', 'venus'])).to.include({ name: 'Planets', position: 4 });
  });

  it('given a finished game, then category-match names every category', async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);
    await game.endGame.forfeit(player, puzzle.gameDate);

    expect(await match(['cat', 'dog', 'cow'])).to.include({ name: 'Animals', position: 2 });
  });

  it('given a game in play, then nothing the player is answered names an unsolved category or extra word', async () => {
    const wrong = await game.select(player, puzzle.gameDate, ['apple', 'pear', 'red']);
    await game.solve(player, puzzle, 1);
    const answers = [
      wrong,
      rightOf(await game.gameSessions.state(player, puzzle.gameDate)),
      rightOf(await game.gameSessions.guestSession(player, puzzle.gameDate)),
      rightOf(await game.attempts.list(player, puzzle.gameDate)),
      rightOf(await game.activeSession.execute(player)),
      rightOf(await game.daily.execute(puzzle.gameDate, player)),
    ];

    expect(wrong.category).to.equal(null);
    const text = JSON.stringify(answers);
    for (const secret of ['Fruit', 'Animals', 'Metals', 'Planets', 'fig', 'owl', 'tin', 'saturn'])
      expect(text, secret).to.not.include(`"${secret}"`);
    expect(text).to.include('"Colours"');
  });

  it('given attempts, then the list holds only what was tried, and check-combination only whether it was', async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'pear', 'red']);
    await game.select(player, puzzle.gameDate, PLANETS);
    const tried = (words: string[]) => game.attempts.wasTried(player, { gameDate: puzzle.gameDate, words });

    expect(rightOf(await game.attempts.list(player, puzzle.gameDate)).attempts).to.deep.equal([
      { words: ['apple', 'pear', 'red'], wasCorrect: false },
      { words: ['earth', 'mars', 'venus'], wasCorrect: true },
    ]);
    expect(rightOf(await tried(['red', 'apple', 'pear']))).to.deep.equal({ alreadyTried: true });
    expect(rightOf(await tried(['cat', 'dog', 'cow']))).to.deep.equal({ alreadyTried: false });
  });

  it("given a client's store-combination, then only the server's own record counts", async () => {
    const stored = (words: string[]) =>
      game.attempts.confirmStored(player, { gameDate: puzzle.gameDate, words });
    await game.select(player, puzzle.gameDate, ['apple', 'pear', 'red']);

    expect(rightOf(await stored(['pear', 'red', 'apple']))).to.deep.equal({ stored: true });
    expect(rightOf(await stored(['iron', 'gold', 'zinc']))).to.deep.equal({ stored: false });
    expect(rightOf(await game.attempts.list(player, puzzle.gameDate)).attempts).to.have.length(1);
  });
});
