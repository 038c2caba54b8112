import { expect } from 'chai';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { guestPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const guest = guestPlayer('guest_forfeitsave00000000');
const FORFEIT = { gameStatus: 'forfeit' };

// The guest forfeit arrives as a session save carrying a forfeited game state: one read of the game and
// one locked action on the session answer it, as any other action.
describe('Application | Gameplay | Forfeit through the session save', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;
  let reads: string[];

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
    reads = [];
    const { games, sessions } = game.stores;
    const findPublished = games.findPublished.bind(games);
    games.findPublished = (date) => {
      reads.push('game');
      return findPublished(date);
    };
    const find = sessions.find.bind(sessions);
    sessions.find = (player, date) => {
      reads.push('session');
      return find(player, date);
    };
  });

  it('given a game in play, then it is forfeited with one read of the game and one of the session', async () => {
    await game.solve(guest, puzzle, 0);
    reads = [];

    const session = rightOf(
      await game.gameSessions.start(guest, { gameDate: puzzle.gameDate, gameState: FORFEIT }),
    );

    expect(session).to.include({ gameStatus: 'forfeit', finalScore: 0, score: 0 });
    expect(session.completedCategories).to.deep.equal([0]);
    // The fake's lock is its find: the one session read is the locked one.
    expect(reads).to.deep.equal(['game', 'session']);
    expect(game.stores.scores.of(guest).map((score) => score.status)).to.deep.equal(['forfeit']);
  });

  it('given a game that ended, then it keeps its result and nothing more is stored', async () => {
    for (const position of [0, 1, 2, 3, 4]) await game.solve(guest, puzzle, position);

    const session = rightOf(
      await game.gameSessions.start(guest, { gameDate: puzzle.gameDate, gameState: FORFEIT }),
    );

    expect(session).to.include({ gameStatus: 'won', finalScore: 10_000 });
    expect(game.stores.scores.all()).to.have.length(1);
  });

  it('given no session, then NO_ACTIVE_GAME and no session is started', async () => {
    const refused = leftOf(
      await game.gameSessions.start(guest, { gameDate: puzzle.gameDate, gameState: FORFEIT }),
    );

    expect(refused.code).to.equal('NO_ACTIVE_GAME');
    expect(await game.stores.sessions.find(guest, puzzle.gameDate)).to.equal(null);
  });
});
