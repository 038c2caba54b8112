import { expect } from 'chai';
import { GAMEPLAY_LIMITS } from '../../adapters/security/rate-limiters';
import {
  expectError,
  solveAll,
  TODAY,
  useGameServer,
  YESTERDAY,
  type AnyPlayer,
  type GamePlayer,
} from '../support/game-api';

// Issue 30: gameplay writes were counted per address alone, 1,000 in a quarter of an hour: 50 players of a
// school behind one address were refused at the 1,001st write for 14 minutes, guests included. Now each
// player (account, or guest by its id) has a limit of their own, and the address a wide backstop.

const { perPlayer, perAddress } = GAMEPLAY_LIMITS;
const CLASS_SIZE = 60;

/** A game played wrong a few times, then solved: about the writes of a real game. */
async function playRealGame(
  player: GamePlayer,
  date: string,
  puzzle: Awaited<ReturnType<typeof solvedPuzzle>>,
) {
  const started = await player.start(date);
  expect(started.status, JSON.stringify(started.body)).to.equal(200);
  for (let miss = 0; miss < 3; miss += 1) {
    const answer = await player.check(puzzle.wrongGuess(miss), date);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  }
  const last = await solveAll(player, puzzle);
  expect(last.body.session.gameStatus).to.equal('won');
}

const solvedPuzzle = async (game: ReturnType<typeof useGameServer>, date: string) => {
  const puzzle = await game.puzzle(date);
  // The n-th word of each of three categories: never a group, and each guess another.
  const wrongGuess = (n: number) => [0, 1, 2].map((position) => puzzle.solving(position, [])[n]!);
  return Object.assign(puzzle, { wrongGuess });
};

describe('API | Gameplay writes are limited per player, with a wide backstop per address', function () {
  this.timeout(180_000);
  const game = useGameServer();

  it('given the limits, then a class of 60 at its players’ own limits stays under the address’s', () => {
    expect(perPlayer.points).to.be.at.least(200);
    expect(perAddress.points).to.be.at.least(CLASS_SIZE * perPlayer.points);
    expect(perAddress.durationSeconds).to.equal(perPlayer.durationSeconds);
  });

  it(`given a class of ${CLASS_SIZE} behind one address, guests and players, two games each, then nobody is refused`, async () => {
    const today = await solvedPuzzle(game, TODAY);
    const yesterday = await solvedPuzzle(game, YESTERDAY);
    const pupils: AnyPlayer[] = [];
    for (let n = 0; n < CLASS_SIZE; n += 1) pupils.push(n % 4 === 0 ? await game.registered() : game.guest());

    // Played side by side, as a class would: ten at a time.
    for (let from = 0; from < pupils.length; from += 10)
      await Promise.all(
        pupils.slice(from, from + 10).map(async (pupil) => {
          await playRealGame(pupil, TODAY, today);
          await playRealGame(pupil, YESTERDAY, yesterday);
        }),
      );
  });

  it(`given one guest past ${perPlayer.points} writes, then 429 saying when to retry; another player at the address goes on`, async () => {
    const script = game.guest();
    for (let n = 0; n < perPlayer.points; n += 1) {
      const answer = await script.post('/game-reviews', { nonsense: n });
      expect(answer.status).to.not.equal(429);
    }

    const refused = await script.post('/game-reviews', {});
    expectError(refused, 429, 'TOO_MANY_REQUESTS');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).to.be.within(1, perPlayer.durationSeconds);
    expect(refused.body.details.retryAfterSeconds).to.equal(retryAfter);
    expect(refused.body.message).to.match(/^Too many requests, try again in \d+ (seconds?|minutes)$/);

    // The same address, another player: their games are theirs.
    expect((await game.guest().start(TODAY)).status).to.equal(200);
    // Reads are not counted.
    expect((await script.state(TODAY)).status).to.not.equal(429);
  });
});
