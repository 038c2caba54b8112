import { expect } from 'chai';
import { MigrateGuestData } from '../../../application/accounts/migrate-guest-data.use-case';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { guestPlayer, userPlayer } from '../../../application/ports/player';
import type { User } from '../../../application/ports/user.repository';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { accountsFixture, aPlayer } from '../../support/fakes/accounts-fixture';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';
import { NoScoreEffects } from '../../support/fakes/no-score-effects';

const GUEST_ID = 'guest_movingToAccount000';
const guest = guestPlayer(GUEST_ID);

// DESIGN 5: on login the guest's games move to the account for the dates it has not played; they count like
// games played signed in (on the day's scores), and nothing is counted twice.
describe('Application | Gameplay | Guest games move to the account', () => {
  let game: GameplayFixture;
  let user: User;
  let today: PublishedGame;
  let migrate: MigrateGuestData;

  beforeEach(async () => {
    game = gameplayFixture();
    user = await accountsFixture().given(aPlayer());
    migrate = new MigrateGuestData(game.stores.unitOfWork, game.stores.guestTransfer, new NoScoreEffects());
    const yesterday = await game.given(aPublishedGame().on('2026-02-28'));
    today = await game.given();
    await game.select(guest, today.gameDate, ['apple', 'red', 'cat']);
    for (const position of [0, 1, 2, 3, 4]) await game.solve(guest, today, position);
    await game.solve(guest, yesterday, 0);
    await game.solve(userPlayer(user.id), yesterday, 1);
  });

  it("given a guest's win today, then after login it is the player's game, played, and on the day's scores", async () => {
    const player = userPlayer(user.id);

    expect(
      rightOf(await migrate.execute(user, { guestId: GUEST_ID, userId: user.id }, 'score')),
    ).to.deep.equal({
      migrated: 1,
    });

    expect(rightOf(await game.played.one(player, today.gameDate))).to.include({
      hasPlayed: true,
      score: 9_500,
    });
    expect(rightOf(await game.dayStatistics.percentile(today.gameDate, null)).scores).to.deep.equal([9_500]);
    const again = await game.checkSelection.execute(player, {
      gameDate: today.gameDate,
      selectedWords: ['a', 'b', 'c'],
    });
    expect(leftOf(again).code).to.equal('GAME_ALREADY_COMPLETED');
  });

  it("given the browser's three calls, then the first moves everything and the others find nothing left", async () => {
    const call = async (kind: 'score' | 'combination' | 'session') =>
      rightOf(await migrate.execute(user, { guestId: GUEST_ID, userId: user.id }, kind)).migrated;

    expect([await call('score'), await call('combination'), await call('session')]).to.deep.equal([1, 0, 0]);
    expect(game.stores.scores.of(userPlayer(user.id))).to.have.length(1);
  });

  it('given a date the player had played, then that game stays theirs and the guest keeps its own', async () => {
    await migrate.execute(user, { guestId: GUEST_ID, userId: user.id }, 'session');

    const yesterdays = await game.stores.sessions.find(userPlayer(user.id), '2026-02-28');
    expect(yesterdays!.solved).to.deep.equal([1]);
    expect((await game.stores.sessions.find(guest, '2026-02-28'))!.solved).to.deep.equal([0]);
  });
});
