import { expect } from 'chai';
import type { GameSession } from '../../../application/ports/game-session.repository';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { userPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a011');

// A session is written only when an action changed it: the domain answers the very state it was given
// when nothing changes, and SessionPlay stores only another object. `saved`: every write of a session, the
// one that creates it included, whichever way SessionPlay stores it (with or without the row lock).
describe('Application | Gameplay | Session saves', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;
  let saved: GameSession[];

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
    saved = [];
    const sessions = game.stores.sessions;
    const [save, saveWithAttempt, storeIfUnchanged, startOrRead, lockOrCreate] = [
      sessions.save.bind(sessions),
      sessions.saveWithAttempt.bind(sessions),
      sessions.storeIfUnchanged.bind(sessions),
      sessions.startOrRead.bind(sessions),
      sessions.lockOrCreate.bind(sessions),
    ];
    sessions.save = async (session) => {
      saved.push(session);
      await save(session);
    };
    sessions.saveWithAttempt = async (session, attempt) => {
      saved.push(session);
      await saveWithAttempt(session, attempt);
    };
    sessions.storeIfUnchanged = async (session, revision, attempt) => {
      const stored = await storeIfUnchanged(session, revision, attempt);
      if (stored) saved.push(session);
      return stored;
    };
    sessions.startOrRead = async (session, attempt) => {
      const answer = await startOrRead(session, attempt);
      if (answer === 'started') saved.push(session);
      return answer;
    };
    sessions.lockOrCreate = async (session) => {
      const opened = await lockOrCreate(session);
      if (opened.created) saved.push(opened.session);
      return opened;
    };
  });

  it('given a session start and starts again, then the session is created and never saved over', async () => {
    const started = rightOf(await game.gameSessions.start(player, { gameDate: puzzle.gameDate }));
    game.secondsLater(10);
    rightOf(await game.gameSessions.start(player, { gameDate: puzzle.gameDate }));
    rightOf(await game.gameSessions.state(player, puzzle.gameDate));

    expect(saved.map((session) => new Date(session.startTime).toISOString())).to.deep.equal([
      started.startTime,
    ]);
  });

  it('given a wrong selection, then it is saved once; the same combination again saves nothing', async () => {
    await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);
    expect(saved.map((session) => session.mistakes)).to.deep.equal([1]);

    const again = await game.select(player, puzzle.gameDate, ['cat', 'red', 'apple']);

    expect(again.alreadyTried).to.equal(true);
    expect(saved).to.have.length(1);
  });

  it('given an ended game, when forfeited, submitted and ended again, then only the first end saves', async () => {
    await game.solve(player, puzzle, 0);
    rightOf(await game.endGame.forfeit(player, puzzle.gameDate));
    rightOf(await game.endGame.endSession(player, puzzle.gameDate));
    const ends = saved.length;

    rightOf(await game.endGame.forfeit(player, puzzle.gameDate));
    rightOf(await game.endGame.endSession(player, puzzle.gameDate));
    rightOf(await game.endGame.submit(player, { gameDate: puzzle.gameDate, completedCategories: [0] }));

    expect(saved.slice(ends)).to.deep.equal([]);
    expect(await game.stores.sessions.find(player, puzzle.gameDate)).to.include({
      status: 'forfeit',
      isActive: false,
    });
  });

  it('given a session ended while its game ran, then ending it marks it inactive once', async () => {
    await game.solve(player, puzzle, 0);
    const before = saved.length;

    rightOf(await game.endGame.endSession(player, puzzle.gameDate));

    expect(saved.slice(before).map((s) => [s.status, s.isActive])).to.deep.equal([['forfeit', false]]);
  });
});
