import { expect } from 'chai';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { userPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a003');

// The default layout: [apple red cat] [iron mars pear] [blue dog gold] [venus plum green] [cow zinc earth];
// extra words fig (fruit), teal (colours), owl (animals), tin (metals), saturn (planets).
describe('Application | Gameplay | Word switch', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;
  const switchRow = async (rowIndex: number) =>
    rightOf(await game.switchWord.execute(player, { gameDate: puzzle.gameDate, rowIndex }));

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
  });

  it("given a row, then its first word is replaced in place by its category's extra word, for 1000 points", async () => {
    const answer = await switchRow(1);

    expect(answer).to.include({ rowIndex: 1, columnIndex: 0, oldWord: 'iron', newWord: 'tin' });
    expect(answer.session.gridLayout[1]).to.deep.equal(['tin', 'mars', 'pear']);
    expect(answer.session.switchedWords).to.deep.equal([3]);
    expect(answer.session.switchedWordPairs).to.deep.equal([{ oldWord: 'iron', newWord: 'tin' }]);
    expect(answer.session.score).to.equal(9_000);
  });

  it('given a switched category in the row, then the next word of an unswitched category is taken', async () => {
    await switchRow(0);

    const second = await switchRow(0);

    expect(second).to.include({ columnIndex: 1, oldWord: 'red', newWord: 'teal' });
    expect(second.session.gridLayout[0]).to.deep.equal(['fig', 'teal', 'cat']);
  });

  it('given a switched category, then its two remaining words and the extra word solve it', async () => {
    await switchRow(0);

    const answer = await game.select(player, puzzle.gameDate, ['plum', 'fig', 'pear']);

    expect(answer.correct).to.equal(true);
    expect(answer.category!.words).to.have.members(['fig', 'pear', 'plum']);
    expect(
      leftOf(
        await game.checkSelection.execute(player, {
          gameDate: puzzle.gameDate,
          selectedWords: ['apple', 'pear', 'plum'],
        }),
      ).code,
    ).to.equal('SELECTION_WORD_NOT_IN_GRID');
  });

  it('given every category switched once, then no row has a word left and the refusal costs nothing', async () => {
    for (const row of [0, 0, 0, 1, 1]) await switchRow(row);

    for (const rowIndex of [0, 1, 2, 3, 4])
      expect(
        leftOf(await game.switchWord.execute(player, { gameDate: puzzle.gameDate, rowIndex })).code,
      ).to.equal('SWITCH_NO_ELIGIBLE_WORD');
    const session = rightOf(await game.gameSessions.state(player, puzzle.gameDate));
    expect(session.switchedWords).to.have.members([0, 1, 2, 3, 4]);
    expect(session.score).to.equal(5_000);
  });

  it('given a solved category, then the grid closes up and rowIndex counts the rows that are left', async () => {
    await game.solve(player, puzzle, 1);

    const answer = await switchRow(0);

    expect(answer.session.gridLayout).to.have.length(4);
    expect(answer.session.gridLayout[0]).to.deep.equal(['fig', 'cat', 'iron']);
    expect(
      leftOf(await game.switchWord.execute(player, { gameDate: puzzle.gameDate, rowIndex: 4 })).code,
    ).to.equal('SWITCH_ROW_INVALID');
  });

  for (const rowIndex of [-1, 5, 1.5]) {
    it(`given row ${rowIndex}, then SWITCH_ROW_INVALID`, async () => {
      expect(
        leftOf(await game.switchWord.execute(player, { gameDate: puzzle.gameDate, rowIndex })).code,
      ).to.equal('SWITCH_ROW_INVALID');
    });
  }

  it('given a won game, then a switch is refused with the spec text', async () => {
    for (const position of [0, 1, 2, 3, 4]) await game.solve(player, puzzle, position);

    expect(
      leftOf(await game.switchWord.execute(player, { gameDate: puzzle.gameDate, rowIndex: 0 })),
    ).to.include({
      code: 'GAME_ALREADY_COMPLETED',
      message: 'Game already completed for this date',
    });
  });
});
