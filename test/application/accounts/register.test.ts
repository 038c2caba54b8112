import { expect } from 'chai';
import { accountsFixture, aPlayer, type AccountsFixture } from '../../support/fakes/accounts-fixture';
import { linkToken } from '../../support/fakes/recording-mailer';
import { leftOf, rightOf } from '../../support/either';

const GOOD_PASSWORD = 'Hyvä-salasana1';

describe('Application | Accounts | Register', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  const register = (input: {
    username: string;
    password?: string;
    email?: string | null;
    referralCode?: string;
  }) => accounts.register.execute({ password: GOOD_PASSWORD, ...input });

  describe('without an e-mail address', () => {
    it('given a valid name and password, then the account is ready at once and sign-in works', async () => {
      const answer = rightOf(await register({ username: 'Pelaaja' }));

      expect(answer.verificationRequired).to.equal(false);
      expect(answer.message).to.equal('Registration successful');
      expect(answer.user.username).to.equal('Pelaaja');
      const stored = await accounts.reload(answer.user);
      expect(stored).to.include({ username: 'Pelaaja', email: null, forcePasswordReset: false });
      expect(stored.roles).to.deep.equal([]);
      expect((await accounts.signIn('pelaaja', GOOD_PASSWORD)).user.id).to.equal(answer.user.id);
      expect(accounts.mailer.sent).to.deep.equal([]);
    });

    it('given a password, then only its hash is stored', async () => {
      const answer = rightOf(await register({ username: 'Pelaaja' }));

      const stored = await accounts.reload(answer.user);
      expect(stored.passwordHash).to.not.include(GOOD_PASSWORD);
      expect(await accounts.hasher.verify(stored.passwordHash, GOOD_PASSWORD)).to.equal(true);
    });

    for (const email of ['', '   ', null]) {
      it(`given the e-mail ${JSON.stringify(email)}, then it means no address: no mail, no verification`, async () => {
        const answer = rightOf(await register({ username: 'Pelaaja', email }));

        expect(answer.verificationRequired).to.equal(false);
        expect((await accounts.reload(answer.user)).email).to.equal(null);
        expect(accounts.mailer.sent).to.deep.equal([]);
        await accounts.signIn('Pelaaja', GOOD_PASSWORD);
      });
    }

    it('given a name with å ä ö and surrounding spaces, then it is stored trimmed', async () => {
      const answer = rightOf(await register({ username: '  Åke_Pöö-1  ' }));

      expect((await accounts.reload(answer.user)).username).to.equal('Åke_Pöö-1');
    });

    it('given a referral code, then it is kept with the account', async () => {
      const answer = rightOf(await register({ username: 'Pelaaja', referralCode: 'KAVERI7' }));

      expect(accounts.users.referralCodeOf(answer.user.id)).to.equal('KAVERI7');
    });
  });

  describe('with an e-mail address', () => {
    it('given an address, then a Finnish verification mail with a link to this instance, and sign-in waits for it', async () => {
      const answer = rightOf(await register({ username: 'Pelaaja', email: ' pelaaja@example.test ' }));

      expect(answer.verificationRequired).to.equal(true);
      expect(answer.message).to.match(/verify/i);
      const stored = await accounts.reload(answer.user);
      expect(stored).to.include({ email: 'pelaaja@example.test', emailVerified: false });
      expect(accounts.mailer.sent).to.have.length(1);
      const mail = accounts.mailer.last();
      expect(mail.to).to.equal('pelaaja@example.test');
      expect(mail.subject).to.equal('Vahvista sähköpostiosoitteesi – Sanaryhmät');
      expect(mail.text).to.include('Hei Pelaaja!').and.include('Linkki on voimassa 24 tuntia');
      expect(mail.text).to.match(/http:\/\/localhost:3000\/fi\/verify-email\?token=[A-Za-z0-9_-]+/);
      const login = await accounts.login.execute({ username: 'Pelaaja', password: GOOD_PASSWORD, ip: '::1' });
      expect(leftOf(login).code).to.equal('verification_required');
    });

    it('given the link of the mail followed, then the address is verified and sign-in gives tokens', async () => {
      const answer = rightOf(await register({ username: 'Pelaaja', email: 'pelaaja@example.test' }));

      expect(rightOf(await accounts.verifyEmail.verify(linkToken(accounts.mailer.last())))).to.deep.equal({
        username: 'Pelaaja',
      });

      expect((await accounts.reload(answer.user)).emailVerified).to.equal(true);
      expect((await accounts.signIn('pelaaja@example.test', GOOD_PASSWORD)).user.id).to.equal(answer.user.id);
    });

    it('given the link, then the store keeps only its hash', async () => {
      await register({ username: 'Pelaaja', email: 'pelaaja@example.test' });
      const token = linkToken(accounts.mailer.last());

      const [stored] = accounts.oneTimeTokens.stored();
      expect(stored?.tokenHash).to.not.equal(token);
      expect(JSON.stringify(accounts.oneTimeTokens.stored())).to.not.include(token);
    });

    it('given an English instance, then the mail is in English with a link to that instance', async () => {
      const english = accountsFixture({
        instance: { slug: 'en', language: 'en', publicUrl: 'http://localhost:3000/en' },
      });

      rightOf(
        await english.register.execute({
          username: 'Player',
          password: GOOD_PASSWORD,
          email: 'p@example.test',
        }),
      );

      const mail = english.mailer.last();
      expect(mail.subject).to.equal('Confirm your e-mail address – Word Groups');
      expect(mail.text).to.include('Hi Player!').and.include('http://localhost:3000/en/verify-email?token=');
      rightOf(await english.verifyEmail.verify(linkToken(mail)));
    });

    it("given another player's verified address in another case, then EMAIL_TAKEN and no mail", async () => {
      await accounts.given(aPlayer().named('Eka').withEmail('yhteinen@example.test'));
      accounts.mailer.sent.length = 0;

      expect(leftOf(await register({ username: 'Toka', email: 'YHTEINEN@example.test' })).code).to.equal(
        'EMAIL_TAKEN',
      );
      expect(accounts.mailer.sent).to.deep.equal([]);
      expect(await accounts.users.findByUsername('Toka')).to.equal(null);
    });

    it('given an address someone else claimed but never verified, then the owner registers and verifies it', async () => {
      rightOf(await register({ username: 'Valtaaja', email: 'omistaja@example.test' }));
      // No second verification goes to the address while the claimer's is minutes old (issue 30).
      await accounts.verificationWaitIsOver('omistaja@example.test');
      rightOf(await register({ username: 'Omistaja', email: 'omistaja@example.test' }));

      rightOf(await accounts.verifyEmail.verify(linkToken(accounts.mailer.sent.at(-1)!)));

      expect(await accounts.reload((await accounts.users.findByUsername('Omistaja'))!)).to.include({
        emailVerified: true,
      });
      expect((await accounts.users.findByUsername('Valtaaja'))?.email).to.equal(null);
    });
  });

  describe('refusals', () => {
    it('given registration closed in the settings, then REGISTRATION_DISABLED and nothing is stored', async () => {
      await accounts.settingsStore.put('registrationEnabled', false);

      const error = leftOf(await register({ username: 'Pelaaja', email: 'p@example.test' }));

      expect(error.code).to.equal('REGISTRATION_DISABLED');
      expect(accounts.users.count()).to.equal(0);
      expect(accounts.mailer.sent).to.deep.equal([]);
    });

    it('given registration closed, then it is refused even before the input is checked', async () => {
      await accounts.settingsStore.put('registrationEnabled', false);

      expect(leftOf(await register({ username: '' })).code).to.equal('REGISTRATION_DISABLED');
    });

    it("given an existing name in another case, then USERNAME_TAKEN with the spec's text", async () => {
      rightOf(await register({ username: 'Pelaaja' }));

      const error = leftOf(await register({ username: 'PELAAJA', password: 'Toinen-salasana2' }));

      expect(error).to.deep.equal({ code: 'USERNAME_TAKEN', message: 'Username already taken' });
      expect(accounts.users.count()).to.equal(1);
    });

    // The spec's order: username rules, then the password rules in theirs, then the e-mail, then the code.
    const cases: [string, Parameters<typeof register>[0], string, string][] = [
      [
        'an empty name and everything else wrong',
        { username: '', password: 'x', email: 'bad', referralCode: '!' },
        'USERNAME_REQUIRED',
        'username',
      ],
      [
        'a 2-character name and a bad password',
        { username: 'ab', password: 'x' },
        'USERNAME_LENGTH_INVALID',
        'username',
      ],
      ['a 21-character name', { username: 'a'.repeat(21) }, 'USERNAME_LENGTH_INVALID', 'username'],
      [
        'a name with a space and a bad password',
        { username: 'pe laaja', password: 'x' },
        'USERNAME_FORMAT_INVALID',
        'username',
      ],
      ['a name with @', { username: 'p@example' }, 'USERNAME_FORMAT_INVALID', 'username'],
      [
        'an empty password and a bad e-mail',
        { username: 'Pelaaja', password: '', email: 'bad' },
        'PASSWORD_REQUIRED',
        'password',
      ],
      [
        'a 7-character password',
        { username: 'Pelaaja', password: 'Aa1!aaa' },
        'PASSWORD_TOO_SHORT',
        'password',
      ],
      [
        'a 51-character password',
        { username: 'Pelaaja', password: `Aa1!${'a'.repeat(47)}` },
        'PASSWORD_TOO_LONG',
        'password',
      ],
      [
        'no uppercase letter',
        { username: 'Pelaaja', password: 'salainen1!' },
        'PASSWORD_NO_UPPERCASE',
        'password',
      ],
      [
        'no lowercase letter',
        { username: 'Pelaaja', password: 'SALAINEN1!' },
        'PASSWORD_NO_LOWERCASE',
        'password',
      ],
      ['no digit', { username: 'Pelaaja', password: 'Salainen!!' }, 'PASSWORD_NO_DIGIT', 'password'],
      [
        'no special character',
        { username: 'Pelaaja', password: 'Salainen12' },
        'PASSWORD_NO_SPECIAL',
        'password',
      ],
      [
        'the word password in any case',
        { username: 'Pelaaja', password: 'MyPassWord1!' },
        'PASSWORD_CONTAINS_PASSWORD',
        'password',
      ],
      [
        'a malformed e-mail and a bad code',
        { username: 'Pelaaja', email: 'not-an-address', referralCode: '!' },
        'EMAIL_INVALID',
        'email',
      ],
      [
        'a referral code with symbols',
        { username: 'Pelaaja', referralCode: 'abc-123' },
        'REFERRAL_CODE_INVALID',
        'referralCode',
      ],
    ];
    for (const [what, input, code, field] of cases) {
      it(`given ${what}, then ${code} on ${field} and nothing stored`, async () => {
        const error = leftOf(await register(input));

        expect(error.code).to.equal(code);
        expect(error.details).to.deep.equal({ field });
        expect(error.message).to.be.a('string').and.not.equal('');
        expect(accounts.users.count()).to.equal(0);
      });
    }
  });
});
