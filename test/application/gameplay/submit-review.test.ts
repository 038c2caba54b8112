import { expect } from 'chai';
import type { PublishedGame } from '../../../application/ports/game.repository';
import type { ReviewInput } from '../../../application/gameplay/submit-review.use-case';
import { guestPlayer, userPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a011');

describe('Application | Gameplay | Game reviews', () => {
  let game: GameplayFixture;
  let puzzle: PublishedGame;
  // Ratings are typed loosely here: the rule refuses non-numbers even if the edge let one through.
  const review = (who = player, difficulty: unknown = 4, funLevel: unknown = 5) =>
    game.review.execute(who, { gameDate: puzzle.gameDate, difficulty, funLevel } as unknown as ReviewInput);

  beforeEach(async () => {
    game = gameplayFixture();
    puzzle = await game.given();
  });

  it('given no session or a game still in play, then GAME_NOT_FINISHED and nothing is stored', async () => {
    expect(leftOf(await review()).code).to.equal('GAME_NOT_FINISHED');
    await game.solve(player, puzzle, 0);
    expect(leftOf(await review()).code).to.equal('GAME_NOT_FINISHED');
    expect(game.stores.reviews.all()).to.deep.equal([]);
  });

  it('given a finished game, then the review is stored, and a second one replaces its ratings', async () => {
    await game.solve(player, puzzle, 0);
    await game.endGame.forfeit(player, puzzle.gameDate);

    expect(rightOf(await review())).to.deep.equal({ message: 'Thank you for your review' });
    rightOf(await review(player, 2, 3));

    expect(
      game.stores.reviews.of(player).map((r) => [r.gameDate, r.difficulty, r.funLevel, r.isDemo]),
    ).to.deep.equal([['2026-03-01', 2, 3, false]]);
  });

  it("given a guest's finished game, then the review is a demo one", async () => {
    const guest = guestPlayer('guest_reviewer000000000');
    for (const position of [0, 1, 2, 3, 4]) await game.solve(guest, puzzle, position);

    rightOf(await review(guest));

    expect(game.stores.reviews.of(guest)[0]).to.include({ isDemo: true });
  });

  for (const [difficulty, funLevel] of [
    [0, 3],
    [3, 6],
    [2.5, 3],
    ['4', 3],
  ]) {
    it(`given ratings ${JSON.stringify(difficulty)} and ${funLevel}, then REVIEW_RATING_INVALID`, async () => {
      for (const position of [0, 1, 2, 3, 4]) await game.solve(player, puzzle, position);

      expect(leftOf(await review(player, difficulty, funLevel)).code).to.equal('REVIEW_RATING_INVALID');
    });
  }

  it('given an invalid date, then the spec text', async () => {
    const answer = await game.review.execute(player, { gameDate: '2026-13-01', difficulty: 3, funLevel: 3 });

    expect(leftOf(answer).message).to.equal('Invalid date format. Expected format: YYYY-MM-DD');
  });
});
