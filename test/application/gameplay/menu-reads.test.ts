import { expect } from 'chai';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { userPlayer } from '../../../application/ports/player';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { gameplayFixture, TODAY, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { rightOf } from '../../support/either';

const USER_ID = '00000000-0000-4000-8000-00000000a014';
const player = userPlayer(USER_ID);
const YESTERDAY = '2026-02-28';
type SessionRead = 'find' | 'findMany' | 'latestPlaying' | 'lock';

// The menu (active session) and the profile (today's game and the game in play) read each session once:
// the latest game in play is today's, or today's is read on its own; nothing is read again to check it.
describe('Application | Gameplay | Menu and profile read each session once', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;
  let reads: SessionRead[];

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
    await game.given(aPublishedGame().on(YESTERDAY));
    reads = [];
    const sessions = game.stores.sessions;
    // The fake's lock is a find inside: that find is the lock's read, not another one.
    let locking = false;
    for (const name of ['find', 'findMany', 'latestPlaying', 'lock'] as const) {
      const read = sessions[name].bind(sessions) as (...args: unknown[]) => Promise<unknown>;
      (sessions as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        if (locking) return read(...args);
        reads.push(name);
        locking = name === 'lock';
        try {
          return await read(...args);
        } finally {
          locking = false;
        }
      };
    }
  });

  const measured = async (work: () => Promise<unknown>): Promise<SessionRead[]> => {
    reads = [];
    await work();
    return reads;
  };

  it("given today's game in play, then one read answers the menu and the profile alike", async () => {
    await game.solve(player, puzzle, 0);

    expect(await measured(() => game.activeSession.execute(player))).to.deep.equal(['latestPlaying']);
    expect(await measured(() => game.summary.summarise(USER_ID, TODAY))).to.deep.equal(['latestPlaying']);
    expect(await game.summary.summarise(USER_ID, TODAY)).to.deep.equal({
      todayGame: { hasPlayed: false, score: null, gameAvailable: true, gameDate: TODAY },
      activeSession: { hasActiveSession: true, sessionData: { gameDate: TODAY } },
    });
  });

  it("given yesterday's game in play and today's ended, then the menu shows yesterday's; the profile reads today's too", async () => {
    await game.solve(player, puzzle, 0);
    rightOf(await game.endGame.forfeit(player, TODAY));
    await game.select(player, YESTERDAY, ['apple', 'red', 'cat']);

    expect(await measured(() => game.activeSession.execute(player))).to.deep.equal(['latestPlaying']);
    expect(rightOf(await game.activeSession.execute(player)).gameDate).to.equal(YESTERDAY);
    expect(await measured(() => game.summary.summarise(USER_ID, TODAY))).to.deep.equal([
      'latestPlaying',
      'find',
    ]);
    expect(await game.summary.summarise(USER_ID, TODAY)).to.deep.equal({
      todayGame: { hasPlayed: true, score: 0, gameAvailable: true, gameDate: TODAY },
      activeSession: { hasActiveSession: true, sessionData: { gameDate: YESTERDAY } },
    });
  });

  it("given today's game whose clock ran out, then it is locked once to store the loss and not read again", async () => {
    await game.solve(player, puzzle, 0);
    game.secondsLater(10_000);

    expect(await measured(() => game.activeSession.execute(player))).to.deep.equal(['latestPlaying', 'lock']);
    expect(rightOf(await game.activeSession.execute(player)).gameState.gameStatus).to.equal('lost');
  });
});
