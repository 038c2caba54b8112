import { expect } from 'chai';
import { FREE_SIGN_IN_FAILURES } from '../../../domain/permissions/sign-in-delay';
import {
  accountsFixture,
  aPlayer,
  DEFAULT_PASSWORD,
  type AccountsFixture,
} from '../../support/fakes/accounts-fixture';
import { leftOf, rightOf } from '../../support/either';

describe('Application | Accounts | Login | Guessing one account from many addresses', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  const login = (username: string, password: string, ip: string) =>
    accounts.login.execute({ username, password, ip });

  // Issue 30: 200 wrong passwords for one account from 40 addresses were all checked. Each account now
  // counts its attempts from every address; past the free ones each try waits twice as long as the last.
  /** The n-th of many addresses: each stays far below the per-address limits. */
  const address = (n: number) => `203.0.113.${n}`;

  async function guessFromManyAddresses(times: number, username = 'Pelaaja') {
    for (let n = 1; n <= times; n += 1)
      expect(leftOf(await login(username, 'Wrong-pass1', address(n))).code, `guess ${n}`).to.equal(
        'INVALID_CREDENTIALS',
      );
  }

  it(`given ${FREE_SIGN_IN_FAILURES + 1} wrong guesses from as many addresses, then the next try waits, the right password included`, async () => {
    await accounts.given(aPlayer().named('Pelaaja'));
    await guessFromManyAddresses(FREE_SIGN_IN_FAILURES + 1);

    const error = leftOf(await login('Pelaaja', DEFAULT_PASSWORD, address(99)));

    expect(error.code).to.equal('TOO_MANY_REQUESTS');
    expect(error.details?.retryAfterSeconds).to.equal(2);
  });

  it('given guesses sent at once from many addresses, then past the free ones only one is checked', async () => {
    await accounts.given(aPlayer().named('Pelaaja'));

    const results = await Promise.all(
      Array.from({ length: 40 }, (_, n) => login('Pelaaja', 'Wrong-pass1', address(n + 1))),
    );

    const codes = results.map((result) => leftOf(result).code);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).to.have.length(FREE_SIGN_IN_FAILURES + 1);
    expect(accounts.hasher.verifications).to.equal(FREE_SIGN_IN_FAILURES + 1);
  });

  it('given an unknown name guessed the same way, then it waits the same: the wait tells no account apart', async () => {
    await guessFromManyAddresses(FREE_SIGN_IN_FAILURES + 1, 'Tuntematon');

    expect(leftOf(await login('Tuntematon', 'Wrong-pass1', address(99))).code).to.equal('TOO_MANY_REQUESTS');
  });

  it('given the wait, then the player’s own device, holding a live session of the account, signs in', async () => {
    await accounts.given(aPlayer().named('Pelaaja'));
    const phone = await accounts.signIn('Pelaaja');
    await guessFromManyAddresses(FREE_SIGN_IN_FAILURES + 1);

    const known = await accounts.login.execute({
      username: 'Pelaaja',
      password: DEFAULT_PASSWORD,
      ip: address(99),
      refreshToken: phone.refreshToken,
    });

    expect(rightOf(known).user.username).to.equal('Pelaaja');
    // Its success ends the wait for every device.
    rightOf(await login('Pelaaja', DEFAULT_PASSWORD, address(98)));
  });

  it("given another account's live session, or a signed-out one, then no way past the wait", async () => {
    await accounts.given(aPlayer().named('Pelaaja'));
    await accounts.given(aPlayer().named('Toinen'));
    const others = await accounts.signIn('Toinen');
    const signedOut = await accounts.signIn('Pelaaja');
    await accounts.logout.execute(signedOut.refreshToken);
    await guessFromManyAddresses(FREE_SIGN_IN_FAILURES + 1);

    for (const refreshToken of [others.refreshToken, signedOut.refreshToken, 'not-a-token']) {
      const answer = await accounts.login.execute({
        username: 'Pelaaja',
        password: DEFAULT_PASSWORD,
        ip: address(99),
        refreshToken,
      });
      expect(leftOf(answer).code).to.equal('TOO_MANY_REQUESTS');
    }
  });

  it('given one address alone, then it cannot bring the account to a wait: its own limit stops it first', async () => {
    await accounts.given(aPlayer().named('Pelaaja'));
    for (let i = 0; i < 20; i += 1) await login('Pelaaja', 'Wrong-pass1', address(1));

    rightOf(await login('Pelaaja', DEFAULT_PASSWORD, address(2)));
  });
});
