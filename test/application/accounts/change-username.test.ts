import { expect } from 'chai';
import { USERNAME_TAKEN_TEXT } from '../../../domain/errors/error-texts';
import { accountsFixture, aPlayer, type AccountsFixture } from '../../support/fakes/accounts-fixture';
import { leftOf, rightOf } from '../../support/either';

describe('Application | Accounts | Change username', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  it('given a free name, then the player goes by it: the answer, the store and sign-in', async () => {
    const player = await accounts.given(aPlayer().named('Vanha'));

    const view = rightOf(await accounts.changeUsername.execute(player, '  Uusi_Nimi  '));

    expect(view.username).to.equal('Uusi_Nimi');
    expect(view.id).to.equal(player.id);
    expect((await accounts.reload(player)).username).to.equal('Uusi_Nimi');
    await accounts.signIn('uusi_nimi');
    expect(
      leftOf(await accounts.login.execute({ username: 'Vanha', password: 'Salainen-1', ip: '::1' })).code,
    ).to.equal('INVALID_CREDENTIALS');
  });

  it("given another player's name in another case, then USERNAME_TAKEN with the spec's text and nothing changes", async () => {
    await accounts.given(aPlayer().named('Varattu'));
    const player = await accounts.given(aPlayer().named('Pelaaja'));

    const error = leftOf(await accounts.changeUsername.execute(player, 'VARATTU'));

    expect(error).to.deep.equal({ code: 'USERNAME_TAKEN', message: USERNAME_TAKEN_TEXT });
    expect((await accounts.reload(player)).username).to.equal('Pelaaja');
  });

  it('given the own name in another case, then it changes', async () => {
    const player = await accounts.given(aPlayer().named('pelaaja'));

    expect(rightOf(await accounts.changeUsername.execute(player, 'Pelaaja')).username).to.equal('Pelaaja');
  });

  for (const [name, code, message] of [
    ['', 'USERNAME_REQUIRED', 'Username is required'],
    ['ab', 'USERNAME_LENGTH_INVALID', 'Username must be 3-20 characters'],
    ['a'.repeat(21), 'USERNAME_LENGTH_INVALID', 'Username must be 3-20 characters'],
    ['pe laaja', 'USERNAME_FORMAT_INVALID', 'Username contains invalid characters'],
    ['pelaaja!', 'USERNAME_FORMAT_INVALID', 'Username contains invalid characters'],
  ] as const) {
    it(`given ${JSON.stringify(name)}, then ${code} with the spec's text and nothing changes`, async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja'));

      expect(leftOf(await accounts.changeUsername.execute(player, name))).to.deep.equal({
        code,
        message,
        details: { field: 'username' },
      });
      expect((await accounts.reload(player)).username).to.equal('Pelaaja');
    });
  }

  it('given a deleted player, then USER_NOT_FOUND', async () => {
    const player = await accounts.given(aPlayer().named('Pelaaja'));
    await accounts.deleteAccount.execute(player.id);

    expect(leftOf(await accounts.changeUsername.execute(player, 'Uusi')).code).to.equal('USER_NOT_FOUND');
  });
});
