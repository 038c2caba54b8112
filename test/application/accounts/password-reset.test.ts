import { expect } from 'chai';
import { FORGOT_PASSWORD_MESSAGE } from '../../../application/accounts/password-reset.use-case';
import {
  accountsFixture,
  aPlayer,
  DEFAULT_PASSWORD,
  type AccountsFixture,
} from '../../support/fakes/accounts-fixture';
import { linkToken } from '../../support/fakes/recording-mailer';
import { leftOf, rightOf } from '../../support/either';

const HOUR_MS = 3_600_000;
const NEW_PASSWORD = 'Uusi-salasana2';

describe('Application | Accounts | Password reset', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  const forgot = (input: string) => accounts.passwordReset.forgot(input);
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    accounts.passwordReset.reset(token, newPassword);

  /** A player with a verified address who asked for a link; answers its token. */
  async function resetLinkFor(username = 'Pelaaja', email = 'pelaaja@example.test'): Promise<string> {
    await accounts.given(aPlayer().named(username).withEmail(email));
    rightOf(await forgot(username));
    return linkToken(accounts.mailer.last());
  }

  describe('forgot password', () => {
    it('given a verified, an unverified, an address-less and an unknown player, then the answer is identical', async () => {
      await accounts.given(aPlayer().named('Vahvistettu').withEmail('v@example.test'));
      await accounts.given(aPlayer().named('Vahvistamaton').withUnverifiedEmail('u@example.test'));
      await accounts.given(aPlayer().named('Osoitteeton'));

      const answers = [
        await forgot('Vahvistettu'),
        await forgot('v@example.test'),
        await forgot('Vahvistamaton'),
        await forgot('u@example.test'),
        await forgot('Osoitteeton'),
        await forgot('Tuntematon'),
        await forgot('tuntematon@example.test'),
      ].map(rightOf);

      for (const answer of answers) expect(answer).to.deep.equal({ message: FORGOT_PASSWORD_MESSAGE });
    });

    it('given a verified address, then a Finnish one-hour link goes to it, by username or address in any case', async () => {
      await accounts.given(aPlayer().named('Pelaaja').withEmail('pelaaja@example.test'));

      rightOf(await forgot('pelaaja'));
      rightOf(await forgot('PELAAJA@example.test'));

      expect(accounts.mailer.sentTo('pelaaja@example.test')).to.have.length(2);
      const mail = accounts.mailer.last();
      expect(mail.subject).to.equal('Salasanan vaihto – Sanaryhmät');
      expect(mail.text).to.include('Hei Pelaaja!').and.include('voimassa tunnin');
      expect(mail.text).to.match(/http:\/\/localhost:3000\/fi\/\?token=[A-Za-z0-9_-]+/);
      expect(accounts.resetRequests.openRequests()).to.deep.equal([]);
    });

    it('given an unverified address, then no mail goes out and a request for the administrator opens instead', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja').withUnverifiedEmail('u@example.test'));

      rightOf(await forgot('Pelaaja'));

      expect(accounts.mailer.sent).to.deep.equal([]);
      expect(accounts.resetRequests.openRequests().map((request) => request.userId)).to.deep.equal([
        player.id,
      ]);
    });

    it('given no address, then a request opens; asking again keeps one open request', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja'));

      rightOf(await forgot('Pelaaja'));
      rightOf(await forgot('pelaaja'));

      expect(accounts.resetRequests.openRequests().map((request) => request.userId)).to.deep.equal([
        player.id,
      ]);
      expect(accounts.mailer.sent).to.deep.equal([]);
    });

    it('given a request the administrator has resolved, when asked again, then a new request opens', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja'));
      rightOf(await forgot('Pelaaja'));
      await accounts.resetRequests.resolve(player.id, new Date());

      rightOf(await forgot('Pelaaja'));

      expect(accounts.resetRequests.openRequests().map((request) => request.userId)).to.deep.equal([
        player.id,
      ]);
    });

    it('given an unknown name or address, then neither a mail nor a request', async () => {
      await accounts.given(aPlayer().named('Pelaaja').withEmail('p@example.test'));

      rightOf(await forgot('Tuntematon'));
      rightOf(await forgot('tuntematon@example.test'));

      expect(accounts.mailer.sent).to.deep.equal([]);
      expect(accounts.resetRequests.openRequests()).to.deep.equal([]);
    });

    it('given a blank input, then INPUT_REQUIRED', async () => {
      expect(leftOf(await forgot('  ')).code).to.equal('INPUT_REQUIRED');
    });

    it('given a second request, then only the newest link works', async () => {
      const first = await resetLinkFor();
      rightOf(await forgot('Pelaaja'));
      const second = linkToken(accounts.mailer.last());

      expect(leftOf(await reset(first)).code).to.equal('INVALID_OR_EXPIRED_LINK');
      rightOf(await reset(second));
    });

    it('given three links to the address within the hour, then a fourth request answers the same and sends nothing', async () => {
      await resetLinkFor();
      for (let i = 0; i < 2; i += 1) rightOf(await forgot('Pelaaja'));

      expect(rightOf(await forgot('Pelaaja'))).to.deep.equal({ message: FORGOT_PASSWORD_MESSAGE });
      expect(accounts.mailer.sent).to.have.length(3);
    });
  });

  describe('reset with the link', () => {
    it('given a valid link, then the new password works, the old one not, and a working token pair comes back', async () => {
      const token = await resetLinkFor();

      const answer = rightOf(await reset(token));

      expect(answer.user.username).to.equal('Pelaaja');
      const principal = await accounts.authenticate.execute(answer.token);
      expect(principal?.user.username).to.equal('Pelaaja');
      rightOf(await accounts.refresh.execute(answer.refreshToken));
      await accounts.signIn('Pelaaja', NEW_PASSWORD);
      expect(
        leftOf(await accounts.login.execute({ username: 'Pelaaja', password: DEFAULT_PASSWORD, ip: '::1' }))
          .code,
      ).to.equal('INVALID_CREDENTIALS');
    });

    it('given sessions open before the reset, then all of them end; only the new one lives', async () => {
      await accounts.given(aPlayer().named('Pelaaja').withEmail('pelaaja@example.test'));
      const before = [await accounts.signIn('Pelaaja'), await accounts.signIn('Pelaaja')];
      rightOf(await forgot('Pelaaja'));

      const answer = rightOf(await reset(linkToken(accounts.mailer.last())));

      for (const session of before) {
        expect(await accounts.authenticate.execute(session.token)).to.equal(null);
        expect(leftOf(await accounts.refresh.execute(session.refreshToken)).code).to.equal('SESSION_EXPIRED');
      }
      expect(accounts.sessions.familiesOf(answer.user.id).filter((family) => family.active)).to.have.length(
        1,
      );
    });

    it('given a link used once, then the second use is INVALID_OR_EXPIRED_LINK', async () => {
      const token = await resetLinkFor();
      rightOf(await reset(token));

      expect(leftOf(await reset(token, 'Kolmas-salasana3')).code).to.equal('INVALID_OR_EXPIRED_LINK');
      await accounts.signIn('Pelaaja', NEW_PASSWORD);
    });

    it('given an hour less a second, then the link works', async () => {
      const token = await resetLinkFor();
      accounts.clock.advance(HOUR_MS - 1000);

      rightOf(await reset(token));
    });

    it('given an hour passed, then the link has expired and the password is unchanged', async () => {
      const token = await resetLinkFor();
      accounts.clock.advance(HOUR_MS);

      expect(leftOf(await reset(token)).code).to.equal('INVALID_OR_EXPIRED_LINK');
      await accounts.signIn('Pelaaja', DEFAULT_PASSWORD);
    });

    it('given a weak new password, then its rule fails on newPassword and the link is not spent', async () => {
      const token = await resetLinkFor();

      const error = leftOf(await reset(token, 'heikko'));

      expect(error.code).to.equal('PASSWORD_TOO_SHORT');
      expect(error.details).to.deep.equal({ field: 'newPassword' });
      rightOf(await reset(token));
    });

    it('given a verification link, then it cannot reset a password', async () => {
      rightOf(
        await accounts.register.execute({
          username: 'Pelaaja',
          password: DEFAULT_PASSWORD,
          email: 'p@example.test',
        }),
      );

      expect(leftOf(await reset(linkToken(accounts.mailer.last()))).code).to.equal('INVALID_OR_EXPIRED_LINK');
    });

    it('given an unknown token, then INVALID_OR_EXPIRED_LINK', async () => {
      expect(leftOf(await reset('tuntematon')).code).to.equal('INVALID_OR_EXPIRED_LINK');
    });

    it('given a player who had to change their password, then the reset clears that too', async () => {
      await accounts.given(aPlayer().named('Pelaaja').withEmail('p@example.test').mustChangePassword());
      rightOf(await forgot('Pelaaja'));

      const answer = rightOf(await reset(linkToken(accounts.mailer.last())));

      expect(answer.user.forcePasswordReset).to.equal(false);
      expect((await accounts.reload(answer.user)).forcePasswordReset).to.equal(false);
    });

    // The link went to an address the player has since replaced or removed: whoever reads that mailbox must
    // not get the account (the verification link has this guard; the reset link stores the address too).
    it('given the address replaced after the reset link was sent, then the link no longer resets the password', async () => {
      const token = await resetLinkFor('Pelaaja', 'vanha@example.test');
      const player = (await accounts.users.findByUsername('Pelaaja'))!;
      rightOf(await accounts.changeEmail.set(player, 'uusi@example.test'));

      expect(leftOf(await reset(token)).code).to.equal('INVALID_OR_EXPIRED_LINK');
      expect(
        await accounts.hasher.verify((await accounts.reload(player)).passwordHash, DEFAULT_PASSWORD),
      ).to.equal(true);
    });

    it('given the address removed after the reset link was sent, then the link no longer resets the password', async () => {
      const token = await resetLinkFor('Pelaaja', 'vanha@example.test');
      const player = (await accounts.users.findByUsername('Pelaaja'))!;
      rightOf(await accounts.changeEmail.remove(player));

      expect(leftOf(await reset(token)).code).to.equal('INVALID_OR_EXPIRED_LINK');
    });

    it('given the player deleted after the link was sent, then INVALID_OR_EXPIRED_LINK', async () => {
      const token = await resetLinkFor();
      const player = (await accounts.users.findByUsername('Pelaaja'))!;
      await accounts.deleteAccount.execute(player.id);

      expect(leftOf(await reset(token)).code).to.equal('INVALID_OR_EXPIRED_LINK');
    });
  });
});
