import { expect } from 'chai';
import { decodeJwt } from 'jose';
import { accountsFixture, aPlayer, type AccountsFixture } from '../../support/fakes/accounts-fixture';
import { leftOf, rightOf } from '../../support/either';

describe('Application | Accounts | Logout', () => {
  let accounts: AccountsFixture;

  beforeEach(async () => {
    accounts = accountsFixture();
    await accounts.given(aPlayer().named('Pelaaja'));
  });

  it('given a session, when logged out with its refresh token, then neither of its tokens works any more', async () => {
    const signedIn = await accounts.signIn('Pelaaja');

    await accounts.logout.execute(signedIn.refreshToken);

    expect(leftOf(await accounts.refresh.execute(signedIn.refreshToken)).code).to.equal('SESSION_EXPIRED');
    expect(await accounts.authenticate.execute(signedIn.token)).to.equal(null);
  });

  it('given a refreshed session, when logged out with the newest refresh token, then the session ends', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    const rotated = rightOf(await accounts.refresh.execute(signedIn.refreshToken));

    await accounts.logout.execute(rotated.refreshToken);

    expect(await accounts.authenticate.execute(rotated.token)).to.equal(null);
  });

  it('given no refresh token, when logged out with the access token’s session, then that session ends', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    const principal = await accounts.authenticate.execute(signedIn.token);

    await accounts.logout.execute(undefined, principal!.sessionId);

    expect(await accounts.authenticate.execute(signedIn.token)).to.equal(null);
  });

  it('given two sessions, when one logs out, then the other goes on', async () => {
    const laptop = await accounts.signIn('Pelaaja');
    const phone = await accounts.signIn('Pelaaja');

    await accounts.logout.execute(laptop.refreshToken);

    expect(await accounts.authenticate.execute(phone.token)).to.not.equal(null);
    rightOf(await accounts.refresh.execute(phone.refreshToken));
    const families = accounts.sessions.familiesOf(laptop.user.id);
    expect(families.find((family) => family.id === decodeJwt(laptop.token).sid)?.active).to.equal(false);
  });

  for (const [what, token] of [
    ['no token at all', undefined],
    ['garbage', 'garbage'],
    ['an access token in place of the refresh token', null],
  ] as const) {
    it(`given ${what}, then logout still succeeds and no session ends`, async () => {
      const signedIn = await accounts.signIn('Pelaaja');

      await accounts.logout.execute(token === null ? signedIn.token : token);

      expect(await accounts.authenticate.execute(signedIn.token)).to.not.equal(null);
    });
  }

  it('given a logout twice, then the second one succeeds too', async () => {
    const signedIn = await accounts.signIn('Pelaaja');

    await accounts.logout.execute(signedIn.refreshToken);
    await accounts.logout.execute(signedIn.refreshToken);

    expect(await accounts.authenticate.execute(signedIn.token)).to.equal(null);
  });
});
