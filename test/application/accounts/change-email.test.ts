import { expect } from 'chai';
import { accountsFixture, aPlayer, type AccountsFixture } from '../../support/fakes/accounts-fixture';
import { linkToken } from '../../support/fakes/recording-mailer';
import { leftOf, rightOf } from '../../support/either';

describe('Application | Accounts | Change e-mail', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  describe('setting an address', () => {
    it('given a new address, then it is stored unverified and a Finnish link is mailed to it', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja'));

      const view = rightOf(await accounts.changeEmail.set(player, '  uusi@example.test '));

      expect(view).to.include({ email: 'uusi@example.test', emailVerified: false });
      expect(await accounts.reload(player)).to.include({ email: 'uusi@example.test', emailVerified: false });
      expect(accounts.mailer.sent).to.have.length(1);
      const mail = accounts.mailer.last();
      expect(mail.to).to.equal('uusi@example.test');
      expect(mail.subject).to.equal('Vahvista sähköpostiosoitteesi – Sanaryhmät');
      expect(mail.text).to.include('http://localhost:3000/fi/verify-email?token=');
    });

    it('given the mailed link followed, then the address is verified', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja'));
      rightOf(await accounts.changeEmail.set(player, 'uusi@example.test'));

      rightOf(await accounts.verifyEmail.verify(linkToken(accounts.mailer.last())));

      expect((await accounts.reload(player)).emailVerified).to.equal(true);
    });

    it('given a verified address replaced by another, then the new one is unverified until its own link', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja').withEmail('vanha@example.test'));

      rightOf(await accounts.changeEmail.set(player, 'uusi@example.test'));

      expect(await accounts.reload(player)).to.include({ email: 'uusi@example.test', emailVerified: false });
      expect(await accounts.users.findByEmail('vanha@example.test')).to.equal(null);
    });

    it("given another player's address in another case, then EMAIL_TAKEN, no mail and nothing changes", async () => {
      await accounts.given(aPlayer().named('Toinen').withEmail('varattu@example.test'));
      const player = await accounts.given(aPlayer().named('Pelaaja').withEmail('oma@example.test'));

      expect(leftOf(await accounts.changeEmail.set(player, 'VARATTU@example.test')).code).to.equal(
        'EMAIL_TAKEN',
      );

      expect(await accounts.reload(player)).to.include({ email: 'oma@example.test', emailVerified: true });
      expect(accounts.mailer.sent).to.deep.equal([]);
    });

    for (const [email, code] of [
      ['', 'EMAIL_REQUIRED'],
      ['   ', 'EMAIL_REQUIRED'],
      ['not-an-address', 'EMAIL_INVALID'],
      ['two@@example.test', 'EMAIL_INVALID'],
      ['with space@example.test', 'EMAIL_INVALID'],
    ] as const) {
      it(`given ${JSON.stringify(email)}, then ${code}, no mail and nothing changes`, async () => {
        const player = await accounts.given(aPlayer().named('Pelaaja').withEmail('oma@example.test'));

        expect(leftOf(await accounts.changeEmail.set(player, email)).code).to.equal(code);

        expect((await accounts.reload(player)).email).to.equal('oma@example.test');
        expect(accounts.mailer.sent).to.deep.equal([]);
      });
    }

    it('given five address changes within the hour, then the sixth still changes the address but sends no mail', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja'));
      for (let i = 1; i <= 5; i += 1)
        rightOf(await accounts.changeEmail.set(player, `osoite${i}@example.test`));

      rightOf(await accounts.changeEmail.set(player, 'osoite6@example.test'));

      expect(accounts.mailer.sent).to.have.length(5);
      expect((await accounts.reload(player)).email).to.equal('osoite6@example.test');
    });
  });

  describe('removing the address', () => {
    it('given a verified address, when removed, then none remains and the player still signs in', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja').withEmail('pois@example.test'));

      const view = rightOf(await accounts.changeEmail.remove(player));

      expect(view).to.include({ email: null, emailVerified: false });
      expect(await accounts.reload(player)).to.include({ email: null, emailVerified: false });
      expect(await accounts.users.findByEmail('pois@example.test')).to.equal(null);
      await accounts.signIn('Pelaaja');
    });

    it('given an unverified address with a link out, when removed, then sign-in works and the link verifies nothing', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja'));
      rightOf(await accounts.changeEmail.set(player, 'kesken@example.test'));
      const token = linkToken(accounts.mailer.last());

      rightOf(await accounts.changeEmail.remove(player));

      await accounts.signIn('Pelaaja');
      expect(leftOf(await accounts.verifyEmail.verify(token)).code).to.equal('INVALID_OR_EXPIRED_LINK');
      expect((await accounts.reload(player)).emailVerified).to.equal(false);
    });

    it('given a removed address, then another player may take it', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja').withEmail('vapaa@example.test'));
      const other = await accounts.given(aPlayer().named('Toinen'));
      rightOf(await accounts.changeEmail.remove(player));

      expect(rightOf(await accounts.changeEmail.set(other, 'vapaa@example.test')).email).to.equal(
        'vapaa@example.test',
      );
    });
  });
});
