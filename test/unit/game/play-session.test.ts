import { expect } from 'chai';
import {
  elapsedAt,
  judgeSubmission,
  newPlayState,
  playForfeit,
  playSelection,
  playSwitch,
  scoreAt,
  settle,
  type PlayState,
  type PuzzleWords,
} from '../../../domain/game/play-session';
import { aGame } from '../support/game.builder';
import { leftOf, rightOf } from '../../support/either';

const START = Date.UTC(2026, 10, 21, 8, 0, 0);
const at = (seconds: number) => START + seconds * 1000;
const puzzle: PuzzleWords = aGame().build();
const fresh = newPlayState(START);
const ANSWERS = [
  ['apple', 'pear', 'plum'],
  ['red', 'blue', 'green'],
  ['cat', 'dog', 'cow'],
  ['iron', 'gold', 'zinc'],
  ['mars', 'venus', 'earth'],
];

const solveAll = (state: PlayState, seconds: number): PlayState =>
  ANSWERS.reduce((s, words) => rightOf(playSelection(puzzle, s, words, [], at(seconds))).state, state);

describe('Domain | Game | play session', () => {
  it('given a fresh game then the score is 10000 minus one point per elapsed second', () => {
    expect(scoreAt(fresh, at(0))).to.equal(10_000);
    expect(scoreAt(fresh, at(61.9))).to.equal(9_939);
  });

  it('given a correct selection then the category joins the solved ones in order', () => {
    const { state, result } = rightOf(playSelection(puzzle, fresh, ['mars', 'earth', 'venus'], [], at(5)));
    expect(result.kind).to.equal('correct');
    expect(state.solved).to.deep.equal([4]);
    expect(state.status).to.equal('playing');
  });

  it('given a wrong selection then it costs 500 and says whether two words were of one category', () => {
    const { state, result } = rightOf(playSelection(puzzle, fresh, ['apple', 'pear', 'red'], [], at(10)));
    expect(result).to.include({ kind: 'wrong', oneAway: true });
    expect(state.mistakes).to.equal(1);
    expect(scoreAt(state, at(10))).to.equal(10_000 - 10 - 500);
  });

  it('given a combination tried before then it costs nothing and answers alreadyTried', () => {
    const first = rightOf(playSelection(puzzle, fresh, ['apple', 'red', 'cat'], [], at(1)));
    const again = rightOf(
      playSelection(puzzle, first.state, ['cat', 'APPLE ', 'red'], [first.result.key], at(2)),
    );
    expect(again.result.kind).to.equal('alreadyTried');
    expect(again.state.mistakes).to.equal(1);
  });

  it('given all five categories solved then the game is won with the score of that second', () => {
    const won = solveAll(fresh, 42);
    expect(won).to.include({ status: 'won', finalScore: 10_000 - 42, elapsedSeconds: 42 });
    expect(scoreAt(won, at(500))).to.equal(9_958);
    expect(elapsedAt(won, at(500))).to.equal(42);
  });

  it('given a finished game then further selections answer the already-completed error', () => {
    const error = leftOf(playSelection(puzzle, solveAll(fresh, 3), ANSWERS[0]!, [], at(4)));
    expect(error).to.include({
      code: 'GAME_ALREADY_COMPLETED',
      message: 'Game already completed for this date',
    });
  });

  it('given a switch then the row’s first eligible word is replaced and it costs 1000', () => {
    const { state, outcome } = rightOf(playSwitch(puzzle, fresh, 0, at(0)));
    expect(outcome.pair).to.deep.equal({ oldWord: 'apple', newWord: 'fig' });
    expect(state.switched).to.deep.equal([0]);
    expect(scoreAt(state, at(0))).to.equal(9_000);
    const solvedWithExtra = rightOf(playSelection(puzzle, state, ['fig', 'pear', 'plum'], [], at(1)));
    expect(solvedWithExtra.result.kind).to.equal('correct');
  });

  it('given a switched category then its old word is no longer on the board', () => {
    const { state } = rightOf(playSwitch(puzzle, fresh, 0, at(0)));
    const error = leftOf(playSelection(puzzle, state, ['apple', 'pear', 'plum'], [], at(1)));
    expect(error.code).to.equal('SELECTION_WORD_NOT_IN_GRID');
  });

  it('given a row with nothing left to switch then the switch is refused', () => {
    let state = fresh;
    for (let i = 0; i < 3; i += 1) state = rightOf(playSwitch(puzzle, state, 0, at(0))).state;
    expect(leftOf(playSwitch(puzzle, state, 0, at(0))).code).to.equal('SWITCH_NO_ELIGIBLE_WORD');
    expect(leftOf(playSwitch(puzzle, state, 7, at(0))).code).to.equal('SWITCH_ROW_INVALID');
  });

  it('given the clock runs the score to 0 then the game is lost at the second it reached 0', () => {
    const penalised = { ...fresh, mistakes: 10 };
    const lost = settle(penalised, at(9_999));
    expect(lost).to.include({ status: 'lost', finalScore: 0, elapsedSeconds: 5_000 });
    expect(settle(penalised, at(4_999)).status).to.equal('playing');
  });

  it('given a penalty that takes the score to 0 then the game is lost at once', () => {
    const nearZero = { ...fresh, mistakes: 19 };
    const { state } = rightOf(playSelection(puzzle, nearZero, ['apple', 'red', 'cat'], [], at(10)));
    expect(state).to.include({ status: 'lost', finalScore: 0 });
  });

  it('given the last category solved in the second the score reaches 0 then it is a loss, not a win', () => {
    const fourSolved = { ...fresh, solved: [0, 1, 2, 3] };
    const late = playSelection(puzzle, fourSolved, ANSWERS[4]!, [], at(10_000));
    expect(leftOf(late).code).to.equal('GAME_ALREADY_COMPLETED');
  });

  it('given a forfeit then the score is 0, and forfeiting again keeps the result', () => {
    const forfeited = playForfeit(fresh, at(30));
    expect(forfeited).to.include({ status: 'forfeit', finalScore: 0, elapsedSeconds: 30 });
    const won = solveAll(fresh, 3);
    expect(playForfeit(won, at(40))).to.equal(won);
  });

  it('given a submission claiming a category the server never saw solved then the game is cheater, 0', () => {
    const outcome = judgeSubmission(fresh, { completedCategories: [0, 1, 2, 3, 4], forfeit: false }, at(20));
    expect(outcome.kind).to.equal('finished');
    expect(outcome.state).to.include({ status: 'cheater', finalScore: 0 });
  });

  it('given an honest submission of a game in progress then it stays in progress', () => {
    const { state } = rightOf(playSelection(puzzle, fresh, ANSWERS[1]!, [], at(2)));
    expect(judgeSubmission(state, { completedCategories: [1], forfeit: false }, at(3)).kind).to.equal(
      'inProgress',
    );
    expect(judgeSubmission(state, { completedCategories: [1], forfeit: true }, at(3)).state.status).to.equal(
      'forfeit',
    );
  });

  it('given an honest submission of a won game then the server’s result stands', () => {
    const won = solveAll(fresh, 8);
    const outcome = judgeSubmission(won, { completedCategories: [0, 1, 2, 3, 4], forfeit: false }, at(99));
    expect(outcome).to.deep.equal({ kind: 'finished', state: won });
  });
});
