import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { GameReview } from '../../../application/ports/game-review.repository';
import { guestPlayer, type Player } from '../../../application/ports/player';
import { useGameplayStores, type MakeGameplayStores } from './gameplay-stores';

const aReview = (player: Player, difficulty: number, funLevel: number): GameReview => ({
  id: randomUUID(),
  gameDate: '2026-03-01',
  player,
  difficulty,
  funLevel,
  isDemo: player.kind === 'guest',
});

/** The behaviour every GameReviewRepository owes SubmitReview: run against PostgreSQL, PGlite and the fake. */
export function gameReviewRepositoryContract(name: string, makeStores: MakeGameplayStores): void {
  describe(`Contract | GameReviewRepository | ${name}`, () => {
    const stores = useGameplayStores(makeStores);

    it('given a review, then it is stored as given', async () => {
      const review = aReview(await stores().aUser(), 4, 5);

      await stores().reviews.save(review);

      expect(await stores().storedReviews(review.player)).to.deep.equal([review]);
    });

    it('given a review, when the player reviews the date again, then one review with the new ratings', async () => {
      const first = aReview(await stores().aUser(), 4, 5);

      await stores().reviews.save(first);
      await stores().reviews.save(aReview(first.player, 2, 1));

      expect(await stores().storedReviews(first.player)).to.deep.equal([
        { ...first, difficulty: 2, funLevel: 1 },
      ]);
    });

    it("given a guest's and a user's reviews of one date, then each keeps their own", async () => {
      const user = aReview(await stores().aUser(), 1, 2);
      const guest = aReview(guestPlayer('guest_cccccccccccccccc'), 5, 5);

      await stores().reviews.save(user);
      await stores().reviews.save(guest);

      expect(await stores().storedReviews(user.player)).to.deep.equal([user]);
      expect(await stores().storedReviews(guest.player)).to.deep.equal([guest]);
    });
  });
}
