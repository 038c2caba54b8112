import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { decodeJwt } from 'jose';
import { JoseTokenSigner } from '../../../adapters/security/jose-token-signer';
import {
  accountsFixture,
  aPlayer,
  TEST_SIGNING_SECRET,
  type AccountsFixture,
} from '../../support/fakes/accounts-fixture';

describe('Application | Accounts | Authenticate', () => {
  let accounts: AccountsFixture;

  beforeEach(async () => {
    accounts = accountsFixture();
    await accounts.given(aPlayer().named('Pelaaja').withRoles('gameManager'));
  });

  const now = () => Math.floor(Date.now() / 1000);

  it('given a valid access token, then the player as stored and the session of the token', async () => {
    const signedIn = await accounts.signIn('Pelaaja');

    const principal = await accounts.authenticate.execute(signedIn.token);

    expect(principal?.user).to.deep.equal(await accounts.reload(signedIn.user));
    expect(principal?.sessionId).to.equal(decodeJwt(signedIn.token).sid);
  });

  it('given roles in the token that the store does not hold, then the roles come from the store', async () => {
    const player = await accounts.given(aPlayer().named('Tavallinen'));
    const { sid } = decodeJwt((await accounts.signIn('Tavallinen')).token) as { sid: string };
    const claimingAdmin = await accounts.signer.sign({
      sub: player.id,
      typ: 'access',
      jti: randomUUID(),
      sid,
      roles: ['admin'],
      iat: now(),
      exp: now() + 900,
    });

    const principal = await accounts.authenticate.execute(claimingAdmin);

    expect(principal?.user.roles).to.deep.equal([]);
  });

  it('given a refresh token in place of an access token, then nobody', async () => {
    const signedIn = await accounts.signIn('Pelaaja');

    expect(await accounts.authenticate.execute(signedIn.refreshToken)).to.equal(null);
  });

  it('given a token of another instance (same secret, same claims, the other audience), then nobody', async () => {
    const claims = await accounts.signer.verify((await accounts.signIn('Pelaaja')).token, 'access');
    const foreign = await new JoseTokenSigner(TEST_SIGNING_SECRET, 'en', accounts.clock).sign(claims!);

    expect(await accounts.authenticate.execute(foreign)).to.equal(null);
    expect(await accounts.authenticate.execute(await accounts.signer.sign(claims!))).to.not.equal(null);
  });

  it('given a token signed with another secret, then nobody', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    const { sid } = decodeJwt(signedIn.token) as { sid: string };
    const forged = await new JoseTokenSigner(
      'another-secret-of-enough-length-0123456789',
      'fi',
      accounts.clock,
    ).sign({
      sub: signedIn.user.id,
      typ: 'access',
      jti: randomUUID(),
      sid,
      roles: ['admin'],
      iat: now(),
      exp: now() + 900,
    });

    expect(await accounts.authenticate.execute(forged)).to.equal(null);
  });

  it('given the session revoked by a logout, then nobody', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    await accounts.logout.execute(signedIn.refreshToken);

    expect(await accounts.authenticate.execute(signedIn.token)).to.equal(null);
  });

  it('given a session id that was never started, then nobody', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    const token = await accounts.signer.sign({
      sub: signedIn.user.id,
      typ: 'access',
      jti: randomUUID(),
      sid: randomUUID(),
      roles: [],
      iat: now(),
      exp: now() + 900,
    });

    expect(await accounts.authenticate.execute(token)).to.equal(null);
  });

  it('given a deleted player, then their still unexpired token identifies nobody', async () => {
    const signedIn = await accounts.signIn('Pelaaja');
    await accounts.deleteAccount.execute(signedIn.user.id);

    expect(await accounts.authenticate.execute(signedIn.token)).to.equal(null);
  });

  it('given garbage, then nobody, without an exception', async () => {
    expect(await accounts.authenticate.execute('')).to.equal(null);
    expect(await accounts.authenticate.execute('a.b.c')).to.equal(null);
  });
});
