import { REFRESH_REUSE_GRACE_MS } from '../../../domain/constants/tokens.constants';
import { expect } from 'chai';
import { decodeJwt } from 'jose';
import { JoseTokenSigner } from '../../../adapters/security/jose-token-signer';
import {
  accountsFixture,
  aPlayer,
  TEST_SIGNING_SECRET,
  type AccountsFixture,
} from '../../support/fakes/accounts-fixture';
import { leftOf, rightOf } from '../../support/either';

const DAY_MS = 86_400_000;

describe('Application | Accounts | Refresh session', () => {
  let accounts: AccountsFixture;

  beforeEach(async () => {
    accounts = accountsFixture();
    await accounts.given(aPlayer().named('Pelaaja'));
  });

  const refresh = (token: string | undefined) => accounts.refresh.execute(token);

  it('given a fresh sign-in, when refreshed, then a new pair of the same session, and the new access token works', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    accounts.clock.advance(60_000);

    const pair = rightOf(await refresh(signedIn.refreshToken));

    expect(pair.token).to.not.equal(signedIn.token);
    expect(pair.refreshToken).to.not.equal(signedIn.refreshToken);
    expect(decodeJwt(pair.token).sid).to.equal(decodeJwt(signedIn.token).sid);
    expect(decodeJwt(pair.refreshToken).jti).to.not.equal(decodeJwt(signedIn.refreshToken).jti);
    expect((await accounts.authenticate.execute(pair.token))?.user.username).to.equal('Pelaaja');
  });

  it('given a chain of refreshes, then each newest refresh token works once', async () => {
    let refreshToken = (await accounts.signIn('Pelaaja')).refreshToken;
    for (let i = 0; i < 5; i += 1) refreshToken = rightOf(await refresh(refreshToken)).refreshToken;

    rightOf(await refresh(refreshToken));
  });

  it('given a refresh token already used, when presented again, then SESSION_EXPIRED and the whole session ends, the newest token too', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    const rotated = rightOf(await refresh(signedIn.refreshToken));
    accounts.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);

    const error = leftOf(await refresh(signedIn.refreshToken));

    expect(error).to.deep.equal({ code: 'SESSION_EXPIRED', message: 'Session expired' });
    expect(leftOf(await refresh(rotated.refreshToken)).code).to.equal('SESSION_EXPIRED');
    expect(await accounts.authenticate.execute(rotated.token)).to.equal(null);
    expect(await accounts.authenticate.execute(signedIn.token)).to.equal(null);
  });

  it('given rotations days apart, then the refresh token keeps the expiry of the login: a session never outlives 30 days', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    accounts.clock.advance(10 * 24 * 3600 * 1000);
    const rotated = rightOf(await refresh(signedIn.refreshToken));

    expect(decodeJwt(rotated.refreshToken).exp).to.equal(decodeJwt(signedIn.refreshToken).exp);
    expect(decodeJwt(rotated.token).exp! - decodeJwt(rotated.token).iat!).to.equal(15 * 60);
    accounts.clock.advance(21 * 24 * 3600 * 1000);
    expect(leftOf(await refresh(rotated.refreshToken)).code).to.equal('SESSION_EXPIRED');
  });

  it('given a reuse in one session, then the other sessions of the player go on', async () => {
    const stolen = await accounts.signIn('Pelaaja');
    const phone = await accounts.signIn('Pelaaja');
    rightOf(await refresh(stolen.refreshToken));

    leftOf(await refresh(stolen.refreshToken));

    rightOf(await refresh(phone.refreshToken));
  });

  it('given an access token presented as a refresh token, then SESSION_EXPIRED and the session is untouched', async () => {
    const signedIn = await accounts.signIn('Pelaaja');

    expect(leftOf(await refresh(signedIn.token)).code).to.equal('SESSION_EXPIRED');

    rightOf(await refresh(signedIn.refreshToken));
  });

  for (const [what, token] of [
    ['no token', undefined],
    ['an empty token', ''],
    ['garbage', 'not.a.jwt'],
  ] as const) {
    it(`given ${what}, then SESSION_EXPIRED`, async () => {
      expect(leftOf(await refresh(token)).code).to.equal('SESSION_EXPIRED');
    });
  }

  it('given a refresh token of a logged-out session, then SESSION_EXPIRED', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    await accounts.logout.execute(signedIn.refreshToken);

    expect(leftOf(await refresh(signedIn.refreshToken)).code).to.equal('SESSION_EXPIRED');
  });

  it('given 30 days passed since the sign-in, then the refresh token is refused by the store even if the signature holds', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    accounts.clock.advance(30 * DAY_MS);

    expect(leftOf(await refresh(signedIn.refreshToken)).code).to.equal('SESSION_EXPIRED');
  });

  it('given 30 days less a second since the sign-in, then the refresh still works', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    accounts.clock.advance(30 * DAY_MS - 1000);

    rightOf(await refresh(signedIn.refreshToken));
  });

  it('given a deleted player, then their refresh token gives SESSION_EXPIRED', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    await accounts.deleteAccount.execute(signedIn.user.id);

    expect(leftOf(await refresh(signedIn.refreshToken)).code).to.equal('SESSION_EXPIRED');
  });

  it('given the claims of a live refresh token signed for another instance, then SESSION_EXPIRED and the real one still works', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    const claims = await accounts.signer.verify(signedIn.refreshToken, 'refresh');
    const foreign = await new JoseTokenSigner(TEST_SIGNING_SECRET, 'en', accounts.clock).sign(claims!);

    expect(leftOf(await refresh(foreign)).code).to.equal('SESSION_EXPIRED');

    rightOf(await refresh(signedIn.refreshToken));
  });

  it('given two concurrent refreshes of one token (two tabs), then one succeeds, the other is refused, the session lives on', async () => {
    const signedIn = await accounts.signIn('Pelaaja');

    const results = await Promise.all([refresh(signedIn.refreshToken), refresh(signedIn.refreshToken)]);

    const winners = results.filter((result) => result._tag === 'Right');
    expect(winners).to.have.length(1);
    expect(await accounts.authenticate.execute(rightOf(winners[0]!).token)).to.not.equal(null);
  });

  it('given a spent token presented again within the grace window, then refused without ending the session', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    const rotated = rightOf(await refresh(signedIn.refreshToken));
    accounts.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);

    expect(leftOf(await refresh(signedIn.refreshToken)).code).to.equal('SESSION_EXPIRED');
    expect(rightOf(await refresh(rotated.refreshToken)).token).to.be.a('string');
  });
});
