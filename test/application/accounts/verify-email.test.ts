import { expect } from 'chai';
import { accountsFixture, aPlayer, type AccountsFixture } from '../../support/fakes/accounts-fixture';
import { linkToken } from '../../support/fakes/recording-mailer';
import { leftOf, rightOf } from '../../support/either';

const HOUR_MS = 3_600_000;

describe('Application | Accounts | Verify e-mail', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  /** A player who registered with `email` and has the verification mail; answers the link's token. */
  async function registeredWith(email: string, username = 'Pelaaja'): Promise<string> {
    rightOf(await accounts.register.execute({ username, password: 'Salainen-1', email }));
    return linkToken(accounts.mailer.last());
  }

  it('given the link, then the address is verified and the answer names the player', async () => {
    const token = await registeredWith('p@example.test');

    expect(rightOf(await accounts.verifyEmail.verify(token))).to.deep.equal({ username: 'Pelaaja' });
    expect((await accounts.users.findByUsername('Pelaaja'))?.emailVerified).to.equal(true);
  });

  it('given a link followed once, then the second time it is INVALID_OR_EXPIRED_LINK', async () => {
    const token = await registeredWith('p@example.test');
    rightOf(await accounts.verifyEmail.verify(token));

    expect(leftOf(await accounts.verifyEmail.verify(token))).to.deep.equal({
      code: 'INVALID_OR_EXPIRED_LINK',
      message: 'The link is invalid or has expired',
    });
  });

  it('given the verification cannot be written (the store busy), then the link is not spent and works again', async () => {
    const token = await registeredWith('p@example.test');
    const users = accounts.users as { markEmailVerified: (...args: never[]) => Promise<boolean> };
    const markEmailVerified = users.markEmailVerified.bind(users);
    users.markEmailVerified = () => Promise.reject(new Error('deadlock, retried out'));
    await accounts.verifyEmail.verify(token).then(
      () => expect.fail('the failure should reach the caller'),
      (error: Error) => expect(error.message).to.equal('deadlock, retried out'),
    );
    users.markEmailVerified = markEmailVerified;

    expect(rightOf(await accounts.verifyEmail.verify(token))).to.deep.equal({ username: 'Pelaaja' });
  });

  it('given 24 hours less a second, then the link still works', async () => {
    const token = await registeredWith('p@example.test');
    accounts.clock.advance(24 * HOUR_MS - 1000);

    rightOf(await accounts.verifyEmail.verify(token));
  });

  it('given 24 hours passed, then the link has expired and the address stays unverified', async () => {
    const token = await registeredWith('p@example.test');
    accounts.clock.advance(24 * HOUR_MS);

    expect(leftOf(await accounts.verifyEmail.verify(token)).code).to.equal('INVALID_OR_EXPIRED_LINK');
    expect((await accounts.users.findByUsername('Pelaaja'))?.emailVerified).to.equal(false);
  });

  it('given the address replaced after the link was sent, then the old link fails and the new one works', async () => {
    const oldToken = await registeredWith('vanha@example.test');
    const player = (await accounts.users.findByUsername('Pelaaja'))!;
    rightOf(await accounts.changeEmail.set(player, 'uusi@example.test'));
    const newToken = linkToken(accounts.mailer.last());

    expect(leftOf(await accounts.verifyEmail.verify(oldToken)).code).to.equal('INVALID_OR_EXPIRED_LINK');
    expect((await accounts.reload(player)).emailVerified).to.equal(false);
    rightOf(await accounts.verifyEmail.verify(newToken));
    expect(await accounts.reload(player)).to.include({ email: 'uusi@example.test', emailVerified: true });
  });

  it('given a link for an address the player no longer has (removed without a new link), then it verifies nothing', async () => {
    const token = await registeredWith('vanha@example.test');
    const player = (await accounts.users.findByUsername('Pelaaja'))!;
    await accounts.users.updateEmail(player.id, 'toinen@example.test');

    expect(leftOf(await accounts.verifyEmail.verify(token)).code).to.equal('INVALID_OR_EXPIRED_LINK');
    expect((await accounts.reload(player)).emailVerified).to.equal(false);
  });

  it('given an unknown or empty token, then INVALID_OR_EXPIRED_LINK', async () => {
    await registeredWith('p@example.test');

    expect(leftOf(await accounts.verifyEmail.verify('tuntematon')).code).to.equal('INVALID_OR_EXPIRED_LINK');
    expect(leftOf(await accounts.verifyEmail.verify('')).code).to.equal('INVALID_OR_EXPIRED_LINK');
  });

  it('given a password-reset link, then it does not verify an address', async () => {
    await accounts.given(aPlayer().named('Pelaaja').withEmail('p@example.test'));
    rightOf(await accounts.passwordReset.forgot('Pelaaja'));

    expect(leftOf(await accounts.verifyEmail.verify(linkToken(accounts.mailer.last()))).code).to.equal(
      'INVALID_OR_EXPIRED_LINK',
    );
  });

  describe('resending the link', () => {
    it('given an unverified address, then a new link is mailed and the previous one stops working', async () => {
      const first = await registeredWith('p@example.test');
      await accounts.verificationWaitIsOver('p@example.test');

      await accounts.verifyEmail.resend('P@Example.test');

      expect(accounts.mailer.sent).to.have.length(2);
      const second = linkToken(accounts.mailer.last());
      expect(second).to.not.equal(first);
      expect(leftOf(await accounts.verifyEmail.verify(first)).code).to.equal('INVALID_OR_EXPIRED_LINK');
      rightOf(await accounts.verifyEmail.verify(second));
    });

    it('given a verified or unknown address, then it answers the same and sends nothing', async () => {
      await accounts.given(aPlayer().named('Pelaaja').withEmail('valmis@example.test'));

      expect(await accounts.verifyEmail.resend('valmis@example.test')).to.equal(undefined);
      expect(await accounts.verifyEmail.resend('tuntematon@example.test')).to.equal(undefined);

      expect(accounts.mailer.sent).to.deep.equal([]);
    });

    it('given a verification on its way, then a resend within ten minutes sends nothing', async () => {
      await registeredWith('p@example.test');
      for (let i = 0; i < 3; i += 1) await accounts.verifyEmail.resend('P@example.test');

      expect(accounts.mailer.sent).to.have.length(1);
    });

    it('given three mails to one address within the hour, then no fourth goes, whoever asks', async () => {
      await registeredWith('p@example.test');
      for (let i = 0; i < 4; i += 1) {
        await accounts.verificationWaitIsOver('p@example.test');
        await accounts.verifyEmail.resend('p@example.test');
      }

      expect(accounts.mailer.sent).to.have.length(3);
    });
  });
});
