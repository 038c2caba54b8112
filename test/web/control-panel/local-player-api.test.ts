import { expect } from 'chai';
import type { Category } from '../../../domain/game/category';
import { createLocalPlayerApi } from '../../../web/src/features/control-panel/games/playtest/local-player-api';
import type { PlayTestPuzzle } from '../../../web/src/features/control-panel/games/playtest/session-views';
import { rejectionOf } from '../../support/rejection';

const DATE = '2026-12-01';
const WORDS = [
  ['knee', 'elbow', 'wrist', 'ankle'],
  ['oak', 'birch', 'pine', 'elm'],
  ['red', 'blue', 'green', 'pink'],
  ['cat', 'dog', 'cow', 'pig'],
  ['rain', 'snow', 'hail', 'fog'],
];
const categories: Category[] = WORDS.map(([a, b, c, extra], position) => ({
  name: `Group ${position}`,
  position,
  words: [a as string, b as string, c as string],
  extraWord: extra as string,
  color: '#f2c14e',
  createdBy: '',
}));
// One word of every category per row would make a switch pick row 0's first word: knee (category 0).
const puzzle: PlayTestPuzzle = {
  date: DATE,
  title: 'Test',
  gridLayout: [
    ['knee', 'oak', 'red'],
    ['cat', 'rain', 'elbow'],
    ['birch', 'blue', 'dog'],
    ['snow', 'wrist', 'pine'],
    ['green', 'cow', 'hail'],
  ],
  categories,
};

/** A play-test whose clock the test moves: 10 s after the start unless told otherwise. */
function playTest() {
  let now = Date.parse('2026-12-01T10:00:00Z');
  const api = createLocalPlayerApi(puzzle, () => now);
  return { api, tick: (seconds: number) => (now += seconds * 1000) };
}

describe('Web | Control panel | play-test on the rules in the browser', () => {
  it('given a fresh play-test then there is no session until it starts, and the start shows the full grid', async () => {
    const { api } = playTest();
    expect(await api.session(DATE)).to.equal(null);
    const session = await api.start(DATE);
    expect(session).to.include({ gameStatus: 'playing', score: 10_000, mistakes: 0, isDemo: true });
    expect(session.gridLayout.flat()).to.have.length(15);
  });

  it('given a correct selection then the category is revealed with its solving words and leaves the grid', async () => {
    const { api, tick } = playTest();
    await api.start(DATE);
    tick(10);
    const answer = await api.checkSelection(DATE, ['wrist', 'knee', 'elbow']);
    expect(answer).to.include({ correct: true, alreadyTried: false, oneAway: false, result: null });
    expect(answer.category).to.deep.include({
      name: 'Group 0',
      position: 0,
      words: ['knee', 'elbow', 'wrist'],
    });
    expect(answer.session.completedCategories).to.deep.equal([0]);
    expect(answer.session.gridLayout.flat()).to.have.length(12).and.not.include('knee');
    expect(answer.session.score).to.equal(9_990);
  });

  it('given a wrong selection then it costs 500 once, says one away, and the same three again are free', async () => {
    const { api } = playTest();
    await api.start(DATE);
    const wrong = await api.checkSelection(DATE, ['knee', 'elbow', 'oak']);
    expect(wrong).to.include({ correct: false, oneAway: true, alreadyTried: false });
    expect(wrong.session).to.include({ mistakes: 1, score: 9_500 });
    const again = await api.checkSelection(DATE, ['oak', 'knee', 'elbow']);
    expect(again).to.include({ correct: false, alreadyTried: true });
    expect(again.session.mistakes).to.equal(1);
    expect(await api.alreadyTried(DATE, ['elbow', 'oak', 'knee'])).to.equal(true);
  });

  it('given a switch then the row first unsolved word makes way for its extra word, for 1000 points', async () => {
    const { api } = playTest();
    await api.start(DATE);
    const answer = await api.switchWord(DATE, 0);
    expect(answer).to.include({
      rowIndex: 0,
      columnIndex: 0,
      oldWord: 'knee',
      newWord: 'ankle',
      result: null,
    });
    expect(answer.session.gridLayout[0]).to.deep.equal(['ankle', 'oak', 'red']);
    expect(answer.session).to.include({ score: 9_000 });
    expect(answer.session.switchedWords).to.deep.equal([0]);
    const solved = await api.checkSelection(DATE, ['ankle', 'elbow', 'wrist']);
    expect(solved.category?.words).to.deep.equal(['elbow', 'wrist', 'ankle']);
  });

  it('given all five categories found then the game is won with the result and every category revealed', async () => {
    const { api, tick } = playTest();
    await api.start(DATE);
    tick(30);
    let last = null;
    for (const category of categories) last = await api.checkSelection(DATE, category.words);
    expect(last?.result).to.deep.include({ score: 9_970, gameStatus: 'won', forfeit: false, mistakes: 0 });
    expect(last?.result?.categories.map((category) => category.extraWord)).to.deep.equal(
      WORDS.map((words) => words[3]),
    );
    expect(await api.result(DATE)).to.deep.include({ gameStatus: 'won' });
    expect(await rejectionOf(api.checkSelection(DATE, ['knee', 'elbow', 'wrist']))).to.include({
      status: 409,
      code: 'GAME_ALREADY_COMPLETED',
    });
  });

  it("given a game played to the end then its result has the guesses as categories in order, and the play-test's time", async () => {
    const { api, tick } = playTest();
    await api.start(DATE);
    await api.switchWord(DATE, 0);
    await api.checkSelection(DATE, ['oak', 'red', 'cat']);
    await api.checkSelection(DATE, ['red', 'oak', 'cat']);
    await api.checkSelection(DATE, ['ankle', 'elbow', 'wrist']);
    tick(20);
    let last = null;
    for (const category of categories.slice(1)) last = await api.checkSelection(DATE, category.words);
    const result = last?.result;
    // The repeated wrong guess was free and is not a guess of its own; the switched-in word is its category's.
    expect(result?.guesses).to.deep.equal([
      [1, 2, 3],
      [0, 0, 0],
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
      [4, 4, 4],
    ]);
    expect(JSON.stringify(result?.guesses)).to.not.match(/[a-z]/);
    expect(result?.serverTime).to.equal('2026-12-01T10:00:20.000Z');
    expect(Date.parse(result?.nextPuzzleAt ?? '')).to.be.above(Date.parse('2026-12-01T10:00:20Z'));
    expect((await api.result(DATE))?.guesses).to.deep.equal(result?.guesses);
  });

  it('given a word that is not on the board then it is refused like the server refuses it, with no mistake', async () => {
    const { api } = playTest();
    await api.start(DATE);
    expect(await rejectionOf(api.checkSelection(DATE, ['knee', 'elbow', 'nope']))).to.include({
      status: 400,
      code: 'SELECTION_WORD_NOT_IN_GRID',
    });
    expect((await api.session(DATE))?.mistakes).to.equal(0);
  });

  it('given a forfeit then the game ends at 0 with every category shown', async () => {
    const { api } = playTest();
    await api.start(DATE);
    const result = await api.forfeit(DATE);
    expect(result).to.include({ score: 0, forfeit: true, gameStatus: 'forfeit' });
    expect(result.categories).to.have.length(5);
  });
});
