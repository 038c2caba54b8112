import { expect } from 'chai';
import {
  CLOCK_START,
  PLAYER_KINDS,
  TODAY,
  useGameServer,
  type AnyPlayer,
  type Puzzle,
} from '../support/game-api';

// A game whose clock ran the score to 0 is lost at once for every call that reads it (DESIGN 5), not only
// for the session read: each test's first read after the clock ran out is a different one, and none of
// them waits for the rollover (the test server runs none).

const SECOND = 1000;

describe('API | Game | Every read of a game whose clock ran out', function () {
  this.timeout(60_000);
  const game = useGameServer();

  beforeEach(() => {
    game.clock.set(CLOCK_START);
  });

  /** One wrong attempt leaves 9500 points: the clock takes them, and nobody asks meanwhile. */
  const runOut = async (player: AnyPlayer, puzzle: Puzzle) => {
    await player.check(puzzle.wrong());
    game.clock.advance(9_600 * SECOND);
    if (player.kind === 'registered') await player.renew();
  };

  it('given GET /game/initial-data first, then its session and played status say lost with 0', async () => {
    const [player, puzzle] = [await game.registered(), await game.puzzle()];
    await runOut(player, puzzle);

    const data = (await player.get(`/game/initial-data?date=${TODAY}`)).body;

    expect(data.session).to.include({ gameStatus: 'lost', score: 0, finalScore: 0, elapsedTime: 9_500 });
    expect(data.played).to.include({ hasPlayed: true, score: 0, gameStatus: 'lost' });
  });

  for (const kind of PLAYER_KINDS) {
    it(`given a ${kind} player's played status first, then played, lost with 0`, async () => {
      const [player, puzzle] = [await game.player(kind), await game.puzzle()];
      await runOut(player, puzzle);

      expect((await player.played()).body).to.include({ hasPlayed: true, score: 0, gameStatus: 'lost' });
    });

    it(`given a ${kind} player's review first, then it is taken: the game is over`, async () => {
      const [player, puzzle] = [await game.player(kind), await game.puzzle()];
      await runOut(player, puzzle);

      const review = await player.review({ gameDate: TODAY, difficulty: 3, funLevel: 4 });

      expect(review.status, JSON.stringify(review.body)).to.be.within(200, 201);
    });

    it(`given a ${kind} player's statistics of today first, then they are open to the player`, async () => {
      const [player, puzzle] = [await game.player(kind), await game.puzzle()];
      await runOut(player, puzzle);

      const categories = await player.get(`/scoreboard/days/${TODAY}/categories`);

      expect(categories.status, JSON.stringify(categories.body)).to.equal(200);
      expect(categories.body.categories).to.have.length(5);
    });

    it(`given a ${kind} player's active session first, then today's game as lost`, async () => {
      const [player, puzzle] = [await game.player(kind), await game.puzzle()];
      await runOut(player, puzzle);

      expect((await player.active()).body.gameState).to.include({ gameStatus: 'lost', finalScore: 0 });
    });
  }

  it('given the profile data first, then today is played and no game is in play', async () => {
    const [player, puzzle] = [await game.registered(), await game.puzzle()];
    await runOut(player, puzzle);

    const profile = (await player.get('/auth/profile-data')).body;

    expect(profile.todayGame).to.include({ hasPlayed: true, score: 0 });
    expect(profile.activeSession).to.deep.equal({ hasActiveSession: false, sessionData: null });
  });
});
