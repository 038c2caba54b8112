import { expect } from 'chai';
import type { GameSessionRepository } from '../../../application/ports/game-session.repository';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { userPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';

const player = userPlayer('00000000-0000-4000-8000-00000000a012');

// DESIGN 5: a turn that leaves the game running is stored without the row lock, only if nothing else
// wrote the session since it was read; otherwise it is decided again on what that write left, and after
// repeated losses under the lock. Whichever way, each mistake counts once.
describe('Application | Gameplay | Unlocked turns', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;
  let sessions: GameSessionRepository;
  const none = { startOrRead: 0, readForTurn: 0, storeIfUnchanged: 0, lockOrCreate: 0, lock: 0 };
  const calls = { ...none };
  /** The attempts on record for the player's session of the day. */
  const recorded = async () =>
    game.stores.attempts.ofSession((await sessions.find(player, puzzle.gameDate))!.id);
  const resetCalls = () => Object.assign(calls, none);

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
    sessions = game.stores.sessions;
    resetCalls();
    for (const method of Object.keys(calls) as (keyof typeof calls)[]) {
      const original = sessions[method].bind(sessions) as (...args: unknown[]) => Promise<unknown>;
      (sessions[method] as unknown) = (...args: unknown[]) => {
        calls[method] += 1;
        return original(...args);
      };
    }
  });

  /** Before each of the next `times` stores, another call checks `words` first, as a parallel request would. */
  const raceStores = (times: number, words: () => string[]) => {
    const storeIfUnchanged = sessions.storeIfUnchanged.bind(sessions);
    let left = times;
    let racing = false;
    sessions.storeIfUnchanged = async (...args) => {
      if (left > 0 && !racing) {
        left -= 1;
        racing = true;
        await game.select(player, puzzle.gameDate, words());
        racing = false;
      }
      return storeIfUnchanged(...args);
    };
  };

  it("given a player's first turn of the day, then one statement starts the session with its attempt, and nothing is locked", async () => {
    const answer = await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);

    expect(answer.session.mistakes).to.equal(1);
    expect(calls).to.deep.equal({ ...none, startOrRead: 1 });
    expect(await recorded()).to.have.length(1);
  });

  it('given a later turn with no other write meanwhile, then it is one read and one store, and takes no lock', async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);
    resetCalls();

    const answer = await game.select(player, puzzle.gameDate, ['apple', 'pear', 'red']);

    expect(answer.session.mistakes).to.equal(2);
    expect(calls).to.deep.equal({ ...none, startOrRead: 1, storeIfUnchanged: 1 });
  });

  it('given the same wrong combination checked in between, then the turn is decided again: already tried, one mistake more', async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'pear', 'red']);
    raceStores(1, () => ['apple', 'red', 'cat']);

    const answer = await game.select(player, puzzle.gameDate, ['cat', 'apple', 'red']);

    expect(answer).to.include({ alreadyTried: true, correct: false });
    expect(answer.session.mistakes).to.equal(2);
    expect(await recorded()).to.have.length(2);
  });

  it("given another device's first turn stored just before, then this first turn is decided on that session", async () => {
    const startOrRead = sessions.startOrRead.bind(sessions);
    let raced = false;
    sessions.startOrRead = async (...args) => {
      if (!raced) {
        raced = true;
        await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);
      }
      return startOrRead(...args);
    };

    const answer = await game.select(player, puzzle.gameDate, ['cat', 'apple', 'red']);

    expect(answer).to.include({ alreadyTried: true, correct: false });
    expect(answer.session.mistakes).to.equal(1);
    expect(await recorded()).to.have.length(1);
  });

  it('given another write before every unlocked store, then the turn is taken under the lock and every mistake counts once', async () => {
    const others = [
      ['apple', 'red', 'cat'],
      ['apple', 'pear', 'red'],
    ];
    await game.select(player, puzzle.gameDate, ['apple', 'pear', 'cat']);
    raceStores(2, () => others.shift()!);

    const answer = await game.select(player, puzzle.gameDate, ['cat', 'pear', 'red']);

    expect(answer).to.include({ alreadyTried: false, correct: false });
    expect(answer.session.mistakes).to.equal(4);
    expect(calls.lockOrCreate).to.equal(1);
    expect((await sessions.find(player, puzzle.gameDate))?.mistakes).to.equal(4);
  });

  it('given a refused selection of a new session, then nothing is stored, not even the session', async () => {
    const refused = await game.checkSelection.execute(player, {
      gameDate: puzzle.gameDate,
      selectedWords: ['apple', 'red'],
    });

    expect(refused._tag).to.equal('Left');
    expect(await sessions.find(player, puzzle.gameDate)).to.equal(null);
    expect(calls).to.include({ startOrRead: 0, readForTurn: 1, storeIfUnchanged: 0 });
  });

  it('given the check that ends the game, then it is stored under the lock with its score', async () => {
    for (const position of [0, 1, 2, 3]) await game.solve(player, puzzle, position);
    expect(calls.lockOrCreate).to.equal(0);

    const last = await game.solve(player, puzzle, 4);

    expect(last.session.gameStatus).to.equal('won');
    expect(calls.lockOrCreate).to.equal(1);
    expect(game.stores.scores.of(player).map((score) => score.status)).to.deep.equal(['won']);
  });
});
