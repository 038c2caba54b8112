import { expect } from 'chai';
import { guestPlayer } from '../../../application/ports/player';
import { aGameScore } from '../builders/game-score.builder';
import { useGameplayStores, type MakeGameplayStores } from './gameplay-stores';

/** The behaviour every GameScoreRepository owes SessionPlay: run against PostgreSQL, PGlite and the fake. */
export function gameScoreRepositoryContract(name: string, makeStores: MakeGameplayStores): void {
  describe(`Contract | GameScoreRepository | ${name}`, () => {
    const stores = useGameplayStores(makeStores);

    it('given a result, then it is stored with every figure', async () => {
      const score = aGameScore()
        .of(await stores().aUser())
        .with({ elapsedSeconds: 321, mistakes: 2, switches: 1 })
        .build();

      await stores().scores.record(score);

      expect(await stores().storedScores(score.player)).to.deep.equal([score]);
    });

    it('given a result, when another honest one comes for the same date, then the first stands', async () => {
      const player = await stores().aUser();
      const first = aGameScore().of(player).scoring(9_100).build();

      await stores().scores.record(first);
      await stores().scores.record(aGameScore().of(player).scoring(0, 'forfeit').build());

      expect(await stores().storedScores(player)).to.deep.equal([first]);
    });

    it('given a result, when a cheater result comes for the same date, then it becomes cheater with score 0', async () => {
      const player = await stores().aUser();
      const first = aGameScore().of(player).scoring(9_100).build();

      await stores().scores.record(first);
      await stores().scores.record(aGameScore().of(player).cheating().with({ mistakes: 4 }).build());

      expect(await stores().storedScores(player)).to.deep.equal([{ ...first, score: 0, status: 'cheater' }]);
    });

    it('given a cheater result, then the user is flagged; an honest result flags nobody', async () => {
      const [cheater, honest] = [await stores().aUser(), await stores().aUser()];

      await stores().scores.record(aGameScore().of(cheater).cheating().build());
      await stores().scores.record(aGameScore().of(honest).build());

      expect((await stores().userFlags(cheater.id)).isCheater).to.equal(true);
      expect((await stores().userFlags(honest.id)).isCheater).to.equal(false);
    });

    it('given results of several dates, then last played is the latest date, whatever the order', async () => {
      const player = await stores().aUser();
      expect((await stores().userFlags(player.id)).lastPlayed).to.equal(null);

      await stores().scores.record(aGameScore().of(player).on('2026-03-05').build());
      await stores().scores.record(aGameScore().of(player).on('2026-03-02').build());

      expect((await stores().userFlags(player.id)).lastPlayed).to.equal('2026-03-05');
    });

    it("given a guest's and a user's results of one date, then each keeps their own", async () => {
      const user = await stores().aUser();
      const guest = guestPlayer('guest_bbbbbbbbbbbbbbbb');
      const [userScore, guestScore] = [
        aGameScore().of(user).build(),
        aGameScore().of(guest).scoring(8_000).build(),
      ];

      await stores().scores.record(guestScore);
      await stores().scores.record(userScore);

      expect(await stores().storedScores(guest)).to.deep.equal([guestScore]);
      expect(await stores().storedScores(user)).to.deep.equal([userScore]);
    });
  });
}
