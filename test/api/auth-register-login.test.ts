import { expect } from 'chai';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../../application/ports/settings.repository';
import { USER_REPOSITORY, type UserRepository } from '../../application/ports/user.repository';
import { GetPublicSettings } from '../../application/settings/get-public-settings.use-case';
import { apiCaller, signUp } from '../support/api-client';
import { PASSWORD, useAuthServer } from '../support/auth-server';
import { lastLinkToken, outboxMails } from '../support/outbox';
import { startTestServer } from '../support/test-server';

describe('API | Accounts | Registration and login', function () {
  this.timeout(60_000);
  const auth = useAuthServer();

  describe('register and login', () => {
    it('given a new player without e-mail, then they can log in at once, by any letter case', async () => {
      const username = auth.uniqueName('Pekka');
      const registered = await auth.api.post('/auth/register', { username, password: PASSWORD, email: '' });
      expect(registered.status).to.equal(201);
      expect(registered.body).to.include({ verificationRequired: false });
      const login = await auth.api.post('/auth/login', {
        username: username.toUpperCase(),
        password: PASSWORD,
      });
      expect(login.status).to.equal(200);
      expect(login.body.user).to.include({ username, email: null, forcePasswordReset: false });
      expect(login.body.token).to.be.a('string');
      expect(login.body.refreshToken).to.be.a('string');
    });

    it('given a player with an e-mail, then login answers verification_required until the mailed link is followed', async () => {
      const username = auth.uniqueName();
      const email = `${username}@example.org`;
      expect(
        (await auth.api.post('/auth/register', { username, password: PASSWORD, email })).body
          .verificationRequired,
      ).to.equal(true);
      const early = await auth.api.post('/auth/login', { username: email, password: PASSWORD });
      expect(early.status).to.equal(403);
      expect(early.body).to.deep.include({ code: 'verification_required', details: { email } });

      const mail = (await outboxMails(auth.server.config.dataDir, 'fi'))
        .filter((m) => m.to.includes(email))
        .at(-1)!;
      expect(mail.subject).to.contain('Vahvista');
      const token = await lastLinkToken(auth.server.config.dataDir, 'fi', email);
      expect((await auth.api.post('/auth/verify-email', { token })).status).to.equal(200);
      expect((await auth.api.post('/auth/verify-email', { token })).body.code).to.equal(
        'INVALID_OR_EXPIRED_LINK',
      );
      expect((await auth.api.post('/auth/login', { username: email, password: PASSWORD })).status).to.equal(
        200,
      );
    });

    const badRegistrations: [string, unknown, number, string][] = [
      ['no body', undefined, 400, 'VALIDATION_ERROR'],
      ['a missing password', { username: 'pelaaja' }, 400, 'VALIDATION_ERROR'],
      ['a username of the wrong type', { username: 42, password: PASSWORD }, 400, 'VALIDATION_ERROR'],
      ['a username too short', { username: 'ab', password: PASSWORD }, 400, 'USERNAME_LENGTH_INVALID'],
      [
        'a username too long',
        { username: 'a'.repeat(21), password: PASSWORD },
        400,
        'USERNAME_LENGTH_INVALID',
      ],
      ['a username with a space', { username: 'pe kka', password: PASSWORD }, 400, 'USERNAME_FORMAT_INVALID'],
      ['a short password', { username: 'pelaaja99', password: 'Ab1!' }, 400, 'PASSWORD_TOO_SHORT'],
      [
        'a password without a digit',
        { username: 'pelaaja99', password: 'Salainen!!' },
        400,
        'PASSWORD_NO_DIGIT',
      ],
      [
        'a password containing "password"',
        { username: 'pelaaja99', password: 'MyPassword1!' },
        400,
        'PASSWORD_CONTAINS_PASSWORD',
      ],
      [
        'a malformed e-mail',
        { username: 'pelaaja99', password: PASSWORD, email: 'not-an-email' },
        400,
        'EMAIL_INVALID',
      ],
      [
        'a referral code with symbols',
        { username: 'pelaaja99', password: PASSWORD, referralCode: 'AB-12' },
        400,
        'REFERRAL_CODE_INVALID',
      ],
    ];
    for (const [what, body, status, code] of badRegistrations) {
      it(`given ${what}, then registration answers ${status} ${code} and creates nobody`, async () => {
        const answer = await auth.api.post('/auth/register', body);
        expect([answer.status, answer.body.code]).to.deep.equal([status, code]);
        const users = auth.server.containers.get('fi')!.get<UserRepository>(USER_REPOSITORY);
        expect(await users.findByUsername('pelaaja99')).to.equal(null);
      });
    }

    it('given a taken username in another case, then USERNAME_TAKEN', async () => {
      const username = auth.uniqueName('Taken');
      await signUp(auth.api, username);
      const again = await auth.api.post('/auth/register', {
        username: username.toLowerCase(),
        password: PASSWORD,
      });
      expect([again.status, again.body.code, again.body.message]).to.deep.equal([
        409,
        'USERNAME_TAKEN',
        'Username already taken',
      ]);
    });

    it('given a wrong password and an unknown user, then the answers are identical', async () => {
      const username = auth.uniqueName();
      await signUp(auth.api, username);
      const wrong = await auth.api.post('/auth/login', { username, password: 'Vaara1!xx' });
      const unknown = await auth.api.post('/auth/login', { username: `${username}x`, password: 'Vaara1!xx' });
      expect(wrong.status).to.equal(401);
      expect(wrong.body).to.deep.equal({
        code: 'INVALID_CREDENTIALS',
        message: 'Väärä käyttäjätunnus tai salasana',
      });
      expect(unknown.body).to.deep.equal(wrong.body);
      expect(unknown.status).to.equal(wrong.status);
    });

    it('given closed registration, then register answers REGISTRATION_DISABLED', async () => {
      const single = await startTestServer({ env: { INSTANCES: 'fi' } });
      try {
        const container = single.containers.get('fi')!;
        await container.get<SettingsRepository>(SETTINGS_REPOSITORY).put('registrationEnabled', false);
        await container.get(GetPublicSettings).invalidatePublicSettings();
        const answer = await apiCaller(single.url).post('/auth/register', {
          username: 'suljettu',
          password: PASSWORD,
        });
        expect([answer.status, answer.body.code]).to.deep.equal([403, 'REGISTRATION_DISABLED']);
      } finally {
        await single.dispose();
      }
    });
  });
});
