import { expect } from 'chai';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { userPlayer } from '../../../application/ports/player';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { gameplayFixture, TODAY, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { rightOf } from '../../support/either';

const USER_ID = '00000000-0000-4000-8000-00000000a013';
const player = userPlayer(USER_ID);
const YESTERDAY = '2026-02-28';

// DESIGN 5: a game whose clock ran the score down to 0 is lost, whether or not anyone asked since. Every
// read of a session says so at once (and stores the loss once), not only the session read: nobody waits
// for the rollover to sweep it.
describe('Application | Gameplay | Reads of a game whose clock ran out', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
    // Two wrong attempts: 9000 points left, so the clock takes them in 9000 seconds. Then nobody asks.
    await game.select(player, puzzle.gameDate, ['apple', 'red', 'cat']);
    await game.select(player, puzzle.gameDate, ['iron', 'mars', 'pear']);
    game.secondsLater(9_500);
  });

  const storedLoss = async () => {
    expect(await game.stores.sessions.find(player, TODAY)).to.include({ status: 'lost', finalScore: 0 });
    expect(game.stores.scores.of(player).map((score) => [score.status, score.score])).to.deep.equal([
      ['lost', 0],
    ]);
  };

  it('given initial-data, then the session and played status say lost with 0', async () => {
    const initial = rightOf(await game.daily.initialData(USER_ID, TODAY));

    expect(initial.session).to.include({ gameStatus: 'lost', score: 0, finalScore: 0, elapsedTime: 9_000 });
    expect(initial.played).to.include({ hasPlayed: true, score: 0, gameStatus: 'lost' });
    await storedLoss();
  });

  it('given played status of the date, alone or in a batch, then played with 0 and lost', async () => {
    const expected = { gameDate: TODAY, hasPlayed: true, score: 0, gameStatus: 'lost', gameAvailable: true };

    expect(rightOf(await game.played.batch(player, [TODAY]))).to.deep.equal([expected]);
    expect(rightOf(await game.played.one(player, TODAY))).to.deep.equal(expected);
    await storedLoss();
  });

  it("given the menu's active session, then today's game as lost, and the profile says played", async () => {
    const active = rightOf(await game.activeSession.execute(player));

    expect(active.gameState).to.include({ gameStatus: 'lost', finalScore: 0, elapsedTime: 9_000 });
    expect(await game.summary.summarise(USER_ID, TODAY)).to.deep.equal({
      todayGame: { hasPlayed: true, score: 0, gameAvailable: true, gameDate: TODAY },
      activeSession: { hasActiveSession: false, sessionData: null },
    });
    await storedLoss();
  });

  it('given a review of the game, then it is accepted: the game is over', async () => {
    rightOf(await game.review.execute(player, { gameDate: TODAY, difficulty: 4, funLevel: 3 }));

    expect(game.stores.reviews.all()).to.have.length(1);
    await storedLoss();
  });

  it("given today's statistics, then they open to the player whose game was lost", async () => {
    expect(rightOf(await game.dayStatistics.categories(player, TODAY)).categories).to.have.length(5);
    rightOf(await game.dayStatistics.mistakes(player, TODAY));
    rightOf(await game.dayStatistics.categoryDifficulty(player, TODAY));
    await storedLoss();
  });

  it('given the attempts read, then they are listed and the loss is stored as by any read', async () => {
    expect(rightOf(await game.attempts.list(player, TODAY)).attempts).to.have.length(2);
    await storedLoss();
  });

  it('given many reads, then the loss is stored once, dated when the score reached 0', async () => {
    rightOf(await game.daily.initialData(USER_ID, TODAY));
    rightOf(await game.played.one(player, TODAY));
    rightOf(await game.activeSession.execute(player));
    game.secondsLater(600);
    rightOf(await game.review.execute(player, { gameDate: TODAY, difficulty: 4, funLevel: 3 }));

    const [stored] = game.stores.scores.of(player);
    expect(game.stores.scores.all()).to.have.length(1);
    expect(stored!.completedAt.toISOString()).to.equal('2026-03-01T11:30:00.000Z');
  });
});

describe('Application | Gameplay | Active session when a later-started game ran out too', () => {
  let game: GameplayFixture;

  beforeEach(async () => {
    game = gameplayFixture();
    await game.given();
    await game.given(aPublishedGame().on(YESTERDAY));
    // Today's game first, then yesterday's: the later start is the one the menu looks at first.
    await game.select(player, TODAY, ['apple', 'red', 'cat']);
    game.secondsLater(60);
    await game.select(player, YESTERDAY, ['apple', 'red', 'cat']);
    game.secondsLater(10_000);
  });

  it("given both clocks run out, then the menu shows today's game lost, not in play", async () => {
    const active = rightOf(await game.activeSession.execute(player));

    expect(active.gameDate).to.equal(TODAY);
    expect(active.gameState).to.include({ gameStatus: 'lost', finalScore: 0 });
  });

  it("given both clocks run out, then the profile shows today's game played and no game in play", async () => {
    expect(await game.summary.summarise(USER_ID, TODAY)).to.deep.equal({
      todayGame: { hasPlayed: true, score: 0, gameAvailable: true, gameDate: TODAY },
      activeSession: { hasActiveSession: false, sessionData: null },
    });
  });
});
