import { expect } from 'chai';
import { PLAYER_KINDS, TODAY, expectError, useGameServer, type Puzzle } from '../support/game-api';

/** Where DESIGN 5 says the switch lands: the first word of the row whose category is neither solved nor switched. */
const firstEligible = (
  puzzle: Puzzle,
  row: string[],
  session: { completedCategories: number[]; switchedWords: number[] },
) =>
  row.findIndex((word) => {
    const category = puzzle.categoryOf(word);
    return !session.completedCategories.includes(category) && !session.switchedWords.includes(category);
  });

describe('API | Game | Switching a word', function () {
  this.timeout(60_000);
  const game = useGameServer();

  for (const kind of PLAYER_KINDS) {
    describe(`as a ${kind} player`, () => {
      it("given a row, then its first eligible word is replaced in place by its category's extra word, for 1000 points", async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        let before = (await player.start()).body;
        // A row of at least two categories (the layout is drawn at random): the second switch skips a word.
        const rowIndex = before.gridLayout.findIndex(
          (row: string[]) => new Set(row.map((word) => puzzle.categoryOf(word))).size > 1,
        );
        for (const expectedScore of [9000, 8000]) {
          const column = firstEligible(puzzle, before.gridLayout[rowIndex], before);
          const oldWord = before.gridLayout[rowIndex][column];
          const category = puzzle.categoryOf(oldWord);
          const answer = await player.switchRow(rowIndex);
          expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
          const newWord = puzzle.extraWord(category);
          expect(answer.body).to.include({ rowIndex, columnIndex: column, oldWord, newWord });
          expect(answer.body.result).to.equal(null);
          const after = answer.body.session;
          const expectedGrid = before.gridLayout.map((row: string[]) => [...row]);
          expectedGrid[rowIndex][column] = newWord;
          expect(after.gridLayout).to.deep.equal(expectedGrid);
          expect(after.switchedWords).to.deep.equal([...before.switchedWords, category]);
          expect(after.switchedWordPairs.at(-1)).to.deep.equal({
            oldWord,
            newWord: puzzle.extraWord(category),
          });
          expect(after).to.include({ score: expectedScore, mistakes: 0 });
          before = after;
        }
        expect((await player.state()).body.switchedWords).to.have.length(2);
      });

      it('given a row whose every word has a switched category, then 400 SWITCH_NO_ELIGIBLE_WORD at no cost', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        const firstRow = puzzle.game.gridLayout[0] as string[];
        const categories = new Set(firstRow.map((word) => puzzle.categoryOf(word)));
        for (let i = 0; i < categories.size; i += 1) expect((await player.switchRow(0)).status).to.equal(200);
        const refused = await player.switchRow(0);
        expectError(refused, 400, 'SWITCH_NO_ELIGIBLE_WORD');
        const state = (await player.state()).body;
        expect(state.switchedWords).to.have.members([...categories]);
        expect(state.score).to.equal(10_000 - 1000 * categories.size);
        // A row that still holds a word of another category can be switched.
        const open = (state.gridLayout as string[][]).findIndex((row) =>
          row.some((word) => !categories.has(puzzle.categoryOf(word))),
        );
        expect((await player.switchRow(open)).status).to.equal(200);
      });

      it('given a switched category, then its two remaining words and the extra word solve it; the old three do not', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        const switched = (await player.switchRow(2)).body;
        const category = puzzle.categoryOf(switched.oldWord);
        expectError(await player.check(puzzle.words(category)), 400, 'SELECTION_WORD_NOT_IN_GRID');
        const solving = puzzle.solving(category, switched.session.switchedWordPairs);
        expect(solving).to.include(puzzle.extraWord(category)).and.not.include(switched.oldWord);
        const solved = await player.check(solving);
        expect(solved.body).to.include({ correct: true });
        expect(solved.body.category).to.include({ name: puzzle.name(category), position: category });
        expect(solved.body.category.words).to.have.members(solving);
        expect(solved.body.session).to.include({ score: 9000, mistakes: 0 });
      });

      it('given a row that is not in the current grid or a body of the wrong shape, then 400 and nothing changes', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        await player.check(puzzle.words(0));
        // Four categories left: rows 0-3.
        for (const rowIndex of [4, 5, -1, 1.5])
          expectError(await player.switchRow(rowIndex), 400, 'SWITCH_ROW_INVALID');
        const path = kind === 'guest' ? '/game/guest/switch-word' : '/game/switch-word';
        for (const body of [
          { gameDate: TODAY },
          { rowIndex: '0', gameDate: TODAY },
          { rowIndex: 0, gameDate: TODAY, switchedWords: 'none' },
          { rowIndex: 0 },
        ]) {
          expectError(await player.post(path, body), 400, 'VALIDATION_ERROR');
        }
        const state = (await player.state()).body;
        expect([state.switchedWords, state.score]).to.deep.equal([[], 10_000]);
      });

      it("given the client's own switchedWords, then the server ignores them and decides by its record", async () => {
        const player = await game.player(kind);
        const path = kind === 'guest' ? '/game/guest/switch-word' : '/game/switch-word';
        const answer = await player.post(path, {
          rowIndex: 1,
          gameDate: TODAY,
          switchedWords: [0, 1, 2, 3, 4],
        });
        expect(answer.status).to.equal(200);
        expect(answer.body.session.switchedWords).to.have.length(1);
      });
    });
  }
});
