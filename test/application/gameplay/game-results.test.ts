import { expect } from 'chai';
import { userPlayer } from '../../../application/ports/player';
import { gameplayFixture, GAMEPLAY_START } from '../../support/fakes/gameplay-fixture';
import { rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a0c1');

// A finished game's result tells the guesses as categories only, and the server's time with the moment
// the next puzzle opens: midnight in the instance's own zone, for the game-over countdown.
describe('Application | Gameplay | Game results', () => {
  const zones: [string, string][] = [
    ['Europe/Helsinki', '2026-03-01T22:00:00.000Z'],
    ['UTC', '2026-03-02T00:00:00.000Z'],
    ['America/New_York', '2026-03-02T05:00:00.000Z'],
  ];
  for (const [timeZone, midnight] of zones) {
    it(`given an instance in ${timeZone}, then the next puzzle opens at its midnight, ${midnight}`, async () => {
      const game = gameplayFixture({ instance: { timeZone } });
      const puzzle = await game.given();
      await game.solve(player, puzzle, 0);
      game.secondsLater(42);

      const result = rightOf(await game.endGame.forfeit(player, puzzle.gameDate));

      expect(result.serverTime).to.equal(new Date(Date.parse(GAMEPLAY_START) + 42_000).toISOString());
      expect(result.nextPuzzleAt).to.equal(midnight);
      // The day that midnight ends, in the instance's zone.
      expect(result.today).to.equal('2026-03-01');
      expect(result.guesses).to.deep.equal([[0, 0, 0]]);
    });
  }

  it('given the check that ends the game, then its result has every guess without reading the attempts again', async () => {
    const game = gameplayFixture();
    const puzzle = await game.given();
    const firstWords = [0, 1, 2].map((position) => puzzle.categories[position]!.words[0]!);
    await game.select(player, puzzle.gameDate, firstWords);
    for (const position of [0, 1, 2, 3]) await game.solve(player, puzzle, position);
    let reads = 0;
    const ofSession = game.stores.attempts.ofSession.bind(game.stores.attempts);
    game.stores.attempts.ofSession = (sessionId) => {
      reads += 1;
      return ofSession(sessionId);
    };

    const last = await game.solve(player, puzzle, 4);

    expect(last.result?.guesses).to.deep.equal([
      [0, 1, 2],
      [0, 0, 0],
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
      [4, 4, 4],
    ]);
    // Once with the session for the unlocked try, which gives way to the lock as the game ends, and once
    // under the lock; the result reads none again.
    expect(reads).to.equal(2);
    // Read back later, the same rows from the record.
    expect(rightOf(await game.gameSessions.result(player, puzzle.gameDate)).guesses).to.deep.equal(
      last.result?.guesses,
    );
  });
});
