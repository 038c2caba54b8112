import { expect } from 'chai';
import type { GuestDataKind } from '../../../application/accounts/migrate-guest-data.use-case';
import { accountsFixture, aPlayer, type AccountsFixture } from '../../support/fakes/accounts-fixture';
import { leftOf, rightOf } from '../../support/either';

const GUEST_ID = `guest_${'a1B2c3D4e5F6g7H8'}`;
const MOVED: Record<GuestDataKind, number> = { score: 1, combination: 3, session: 1 };
const KINDS = Object.keys(MOVED) as GuestDataKind[];

describe('Application | Accounts | Migrate guest data', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  for (const kind of KINDS) {
    it(`given a valid guest id into the own account, then the ${kind} migration answers how much moved`, async () => {
      const player = await accounts.given(aPlayer());
      // The fixture's transfer answers 1 session, 1 score and 3 combinations moved.

      expect(
        rightOf(
          await accounts.migrateGuestData.execute(player, { guestId: GUEST_ID, userId: player.id }, kind),
        ),
      ).to.deep.equal({
        migrated: MOVED[kind],
      });
      expect(accounts.guestDataTransfer.moves).to.deep.equal([{ guestId: GUEST_ID, userId: player.id }]);
    });
  }

  for (const guestId of [
    '',
    'guest_short',
    'a1B2c3D4e5F6g7H8a1B2',
    `guest_${'x'.repeat(65)}`,
    'guest_with space in it!!',
  ]) {
    it(`given the guest id ${JSON.stringify(guestId)}, then GUEST_ID_INVALID`, async () => {
      const player = await accounts.given(aPlayer());

      expect(
        leftOf(await accounts.migrateGuestData.execute(player, { guestId, userId: player.id }, 'score')).code,
      ).to.equal('GUEST_ID_INVALID');
    });
  }

  it("given another player's id as the target, then FORBIDDEN", async () => {
    const player = await accounts.given(aPlayer().named('Pelaaja'));
    const other = await accounts.given(aPlayer().named('Toinen'));

    for (const kind of KINDS)
      expect(
        leftOf(await accounts.migrateGuestData.execute(player, { guestId: GUEST_ID, userId: other.id }, kind))
          .code,
      ).to.equal('FORBIDDEN');
  });
});
