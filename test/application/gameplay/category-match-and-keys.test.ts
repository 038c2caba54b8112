import { expect } from 'chai';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { userPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a018');

// check-combination compares the stored combination keys; category-match names the categories from what
// was revealed: the words that solved one while the game runs, every category as written once it ended.
describe('Application | Gameplay | Category match and combination keys', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;
  const match = async (words: string[]) =>
    rightOf(await game.categoryMatch.execute(player, { gameDate: puzzle.gameDate, words })).category;
  const tried = async (words: string[]) =>
    rightOf(await game.attempts.wasTried(player, { gameDate: puzzle.gameDate, words })).alreadyTried;

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
  });

  it('given a checked combination, then the same words in any order and padding were tried; blanks never', async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'pear', 'red']);

    expect(await tried([' red', 'apple ', 'pear'])).to.equal(true);
    expect(await tried(['apple', 'pear'])).to.equal(false);
    expect(await tried(['', ' '])).to.equal(false);
  });

  it('given a switched category solved, then its solving words name it; its old three only after the end', async () => {
    // Row 1 is iron, mars, pear: the switch puts the Metals' extra word in place of iron.
    rightOf(await game.switchWord.execute(player, { gameDate: puzzle.gameDate, rowIndex: 1 }));
    await game.select(player, puzzle.gameDate, ['tin', 'gold', 'zinc']);

    expect(await match(['zinc', 'tin', 'gold'])).to.deep.equal({
      name: 'Metals',
      position: 3,
      words: ['gold', 'zinc', 'tin'],
      color: '#b48ee0',
      createdBy: '',
    });
    expect(await match(['iron', 'gold', 'zinc'])).to.equal(null);

    rightOf(await game.endGame.forfeit(player, puzzle.gameDate));

    expect(await match(['iron', 'gold', 'zinc'])).to.deep.equal({
      name: 'Metals',
      position: 3,
      words: ['iron', 'gold', 'zinc'],
      color: '#b48ee0',
      createdBy: '',
    });
    expect(await match(['zinc', 'tin', 'gold'])).to.include({ name: 'Metals' });
  });

  it('given a game whose clock ran out unread, then category-match treats it as over', async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);
    game.secondsLater(10_000);

    expect(await match(['cat', 'dog', 'cow'])).to.include({ name: 'Animals', position: 2 });
  });
});
