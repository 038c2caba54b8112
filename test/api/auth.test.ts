import { expect } from 'chai';
import knexFactory from 'knex';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../../application/ports/settings.repository';
import { USER_REPOSITORY, type UserRepository } from '../../application/ports/user.repository';
import { GetPublicSettings } from '../../application/settings/get-public-settings.use-case';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { REFRESH_REUSE_GRACE_MS } from '../../domain/constants/tokens.constants';
import { apiCaller, signUp, type ApiCaller } from '../support/api-client';
import { FakeClock } from '../support/fake-clock';
import { testDatabase } from '../support/infrastructure';
import { lastLinkToken, outboxMails } from '../support/outbox';
import { startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'Salainen1!';

describe('API | Accounts and tokens', function () {
  this.timeout(60_000);
  let server: TestServer;
  let api: ApiCaller;
  let counter = 0;
  const uniqueName = (base = 'pelaaja') => `${base}${++counter}${Date.now() % 10_000}`;

  // The server's clock, moved by the tests that need time to pass (token reuse after the grace window).
  const clock = new FakeClock(new Date());

  before(async () => {
    server = await startTestServer({ clock });
    api = apiCaller(server.url);
  });

  after(async () => {
    await server?.dispose();
  });

  describe('register and login', () => {
    it('given a new player without e-mail, then they can log in at once, by any letter case', async () => {
      const username = uniqueName('Pekka');
      const registered = await api.post('/auth/register', { username, password: PASSWORD, email: '' });
      expect(registered.status).to.equal(201);
      expect(registered.body).to.include({ verificationRequired: false });
      const login = await api.post('/auth/login', { username: username.toUpperCase(), password: PASSWORD });
      expect(login.status).to.equal(200);
      expect(login.body.user).to.include({ username, email: null, forcePasswordReset: false });
      expect(login.body.token).to.be.a('string');
      expect(login.body.refreshToken).to.be.a('string');
    });

    it('given a player with an e-mail, then login answers verification_required until the mailed link is followed', async () => {
      const username = uniqueName();
      const email = `${username}@example.org`;
      expect(
        (await api.post('/auth/register', { username, password: PASSWORD, email })).body.verificationRequired,
      ).to.equal(true);
      const early = await api.post('/auth/login', { username: email, password: PASSWORD });
      expect(early.status).to.equal(403);
      expect(early.body).to.deep.include({ code: 'verification_required', details: { email } });

      const mail = (await outboxMails(server.config.dataDir, 'fi'))
        .filter((m) => m.to.includes(email))
        .at(-1)!;
      expect(mail.subject).to.contain('Vahvista');
      const token = await lastLinkToken(server.config.dataDir, 'fi', email);
      expect((await api.post('/auth/verify-email', { token })).status).to.equal(200);
      expect((await api.post('/auth/verify-email', { token })).body.code).to.equal('INVALID_OR_EXPIRED_LINK');
      expect((await api.post('/auth/login', { username: email, password: PASSWORD })).status).to.equal(200);
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
        const answer = await api.post('/auth/register', body);
        expect([answer.status, answer.body.code]).to.deep.equal([status, code]);
        const users = server.containers.get('fi')!.get<UserRepository>(USER_REPOSITORY);
        expect(await users.findByUsername('pelaaja99')).to.equal(null);
      });
    }

    it('given a taken username in another case, then USERNAME_TAKEN', async () => {
      const username = uniqueName('Taken');
      await signUp(api, username);
      const again = await api.post('/auth/register', {
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
      const username = uniqueName();
      await signUp(api, username);
      const wrong = await api.post('/auth/login', { username, password: 'Vaara1!xx' });
      const unknown = await api.post('/auth/login', { username: `${username}x`, password: 'Vaara1!xx' });
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

  describe('tokens', () => {
    it('given a refresh, then the pair rotates; the spent token presented again revokes the family, newest included', async () => {
      const { refreshToken } = await signUp(api, uniqueName());
      const first = await api.post('/auth/refresh-token', { refreshToken });
      expect(first.status).to.equal(200);
      const viaHeader = await api.post('/auth/refresh-token', undefined, undefined, {
        'Refresh-Token': first.body.refreshToken,
      });
      expect(viaHeader.status).to.equal(200);
      // Within moments (another tab racing) it is only refused; later it is a stolen copy.
      expect((await api.post('/auth/refresh-token', { refreshToken })).status).to.equal(401);
      expect((await api.get('/auth/profile', viaHeader.body.token)).status).to.equal(200);
      clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
      const reused = await api.post('/auth/refresh-token', { refreshToken });
      expect([reused.status, reused.body.code, reused.body.message]).to.deep.equal([
        401,
        'SESSION_EXPIRED',
        'Session expired',
      ]);
      expect(
        (await api.post('/auth/refresh-token', { refreshToken: viaHeader.body.refreshToken })).status,
      ).to.equal(401);
      expect((await api.get('/auth/profile', viaHeader.body.token)).status).to.equal(401);
    });

    it('given logout, then the session ends: its refresh and access tokens stop working', async () => {
      const { token, refreshToken } = await signUp(api, uniqueName());
      expect((await api.post('/auth/logout', { refreshToken })).status).to.equal(200);
      expect((await api.post('/auth/refresh-token', { refreshToken })).status).to.equal(401);
      expect((await api.get('/auth/profile', token)).status).to.equal(401);
    });

    it('given a token of one instance, then the other instance refuses it', async () => {
      const { token, refreshToken } = await signUp(api, uniqueName());
      const en = apiCaller(server.url, 'en');
      expect((await en.get('/auth/profile', token)).status).to.equal(401);
      expect((await en.post('/auth/refresh-token', { refreshToken })).status).to.equal(401);
    });

    it('given a refresh token as a bearer, or an access token to refresh, then both are refused', async () => {
      const { token, refreshToken } = await signUp(api, uniqueName());
      expect((await api.get('/auth/profile', refreshToken)).status).to.equal(401);
      expect((await api.post('/auth/refresh-token', { refreshToken: token })).status).to.equal(401);
    });

    it('given no token or a garbled one, then protected paths answer 401 UNAUTHORIZED', async () => {
      for (const [method, path] of [
        ['GET', '/auth/profile'],
        ['GET', '/auth/profile-data'],
        ['PUT', '/auth/username'],
        ['PUT', '/auth/password'],
        ['PUT', '/auth/email'],
        ['DELETE', '/auth/email'],
        ['DELETE', '/auth/account'],
        ['GET', '/auth/showcase-achievements'],
        ['POST', '/game/migrate-guest-score'],
      ]) {
        for (const token of [undefined, 'not.a.jwt']) {
          const answer =
            method === 'GET'
              ? await api.get(path!, token)
              : method === 'DELETE'
                ? await api.delete(path!, token)
                : await (method === 'PUT' ? api.put : api.post)(path!, {}, token);
          expect([answer.status, answer.body.code], `${method} ${path}`).to.deep.equal([401, 'UNAUTHORIZED']);
        }
      }
    });
  });

  describe('profile and settings', () => {
    it('given a signed-in player, then profile and profile-data answer the full shape', async () => {
      const { token, user } = await signUp(api, uniqueName());
      const profile = await api.get('/auth/profile', token);
      expect(profile.body).to.include.all.keys(
        'id',
        'username',
        'email',
        'createdAt',
        'lastPlayed',
        'gamesPlayed',
        'winRate',
        'avgScore',
        'rankingScore',
        'combinedPoints',
        'isPermanentlyAdFree',
        'adFreeUntil',
        'roles',
        'forcePasswordReset',
        'showcaseAchievements',
        'podiumAchievements',
      );
      const data = await api.get('/auth/profile-data', token);
      expect(data.body.profile.id).to.equal(user.id);
      expect(data.body.streaks).to.deep.equal({ currentStreak: 0, maxStreak: 0 });
      expect(data.body.todayGame.gameDate).to.match(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.body.activeSession).to.deep.equal({ hasActiveSession: false, sessionData: null });
    });

    it('given a new username, then it changes; a taken or malformed one is refused with the spec code', async () => {
      const { token } = await signUp(api, uniqueName());
      const other = uniqueName('Toinen');
      await signUp(api, other);
      const renamed = uniqueName('Uusi');
      expect((await api.put('/auth/username', { username: renamed }, token)).body.user.username).to.equal(
        renamed,
      );
      expect((await api.put('/auth/username', { username: other.toLowerCase() }, token)).body.code).to.equal(
        'USERNAME_TAKEN',
      );
      expect((await api.put('/auth/username', { username: 'x!' }, token)).body.code).to.equal(
        'USERNAME_LENGTH_INVALID',
      );
      expect((await api.put('/auth/username', { username: 'nimi välillä' }, token)).body.code).to.equal(
        'USERNAME_FORMAT_INVALID',
      );
    });

    it('given a password change, then the old password stops working and other sessions end, this one stays', async () => {
      const username = uniqueName();
      const here = await signUp(api, username);
      const elsewhere = (await api.post('/auth/login', { username, password: PASSWORD })).body;
      expect(
        (
          await api.put(
            '/auth/password',
            { currentPassword: 'Vaara1!xx', newPassword: 'Uusi2022!x' },
            here.token,
          )
        ).body.code,
      ).to.equal('PASSWORD_INCORRECT');
      expect(
        (await api.put('/auth/password', { currentPassword: PASSWORD, newPassword: PASSWORD }, here.token))
          .body.code,
      ).to.equal('PASSWORD_SAME_AS_CURRENT');
      expect(
        (await api.put('/auth/password', { currentPassword: PASSWORD, newPassword: 'lyhyt' }, here.token))
          .body.code,
      ).to.equal('PASSWORD_TOO_SHORT');
      expect(
        (
          await api.put(
            '/auth/password',
            { currentPassword: PASSWORD, newPassword: 'Uusi2022!x' },
            here.token,
          )
        ).status,
      ).to.equal(200);
      expect((await api.post('/auth/login', { username, password: PASSWORD })).status).to.equal(401);
      expect((await api.post('/auth/login', { username, password: 'Uusi2022!x' })).status).to.equal(200);
      expect((await api.get('/auth/profile', here.token)).status).to.equal(200);
      expect((await api.get('/auth/profile', elsewhere.token)).status).to.equal(401);
      expect(
        (await api.post('/auth/refresh-token', { refreshToken: elsewhere.refreshToken })).status,
      ).to.equal(401);
    });

    it('given an e-mail set and removed, then it is unverified, a link is mailed, and removal clears it', async () => {
      const { token } = await signUp(api, uniqueName());
      const email = `${uniqueName()}@example.org`;
      const set = await api.put('/auth/email', { email }, token);
      expect(set.body.user).to.include({ email, emailVerified: false });
      await lastLinkToken(server.config.dataDir, 'fi', email);
      expect((await api.put('/auth/email', { email: 'nope' }, token)).body.code).to.equal('EMAIL_INVALID');
      expect((await api.delete('/auth/email', token)).body.user.email).to.equal(null);
    });

    it('given a showcase, then an empty one is kept and unearned or unknown achievements are refused', async () => {
      const { token } = await signUp(api, uniqueName());
      expect((await api.put('/auth/showcase-achievements', { achievements: [] }, token)).body).to.deep.equal({
        achievements: [],
      });
      expect(
        (await api.put('/auth/showcase-achievements', { achievements: ['PERFECT_GAME'] }, token)).body.code,
      ).to.equal('SHOWCASE_NOT_OWNED');
      expect(
        (await api.put('/auth/showcase-achievements', { achievements: ['NOPE'] }, token)).body.code,
      ).to.equal('SHOWCASE_UNKNOWN_ACHIEVEMENT');
      expect((await api.get('/auth/showcase-achievements', token)).body).to.deep.equal({ achievements: [] });
    });

    it('given guest migration, then only into your own account and with a valid guest id', async () => {
      const me = await signUp(api, uniqueName());
      const guestId = `guest_${'a'.repeat(20)}`;
      for (const kind of ['score', 'combination', 'session']) {
        expect(
          (await api.post(`/game/migrate-guest-${kind}`, { guestId, userId: me.user.id }, me.token)).body,
        ).to.deep.equal({
          migrated: 0,
        });
      }
      const someoneElse = await api.post(
        '/game/migrate-guest-score',
        { guestId, userId: '00000000-0000-4000-8000-000000000000' },
        me.token,
      );
      expect([someoneElse.status, someoneElse.body.code]).to.deep.equal([403, 'FORBIDDEN']);
      const badGuest = await api.post(
        '/game/migrate-guest-score',
        { guestId: 'guest_short', userId: me.user.id },
        me.token,
      );
      expect([badGuest.status, badGuest.body.code]).to.deep.equal([400, 'GUEST_ID_INVALID']);
    });
  });

  it('given a player whose password must be changed, then only the change, profile and logout answer until it is', async () => {
    const username = uniqueName('Pakko');
    const { token, user } = await signUp(api, username);
    const users = server.containers.get('fi')!.get<UserRepository>(USER_REPOSITORY);
    const knexDatabase = server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE);
    await knexDatabase.knex('users').where({ id: user.id }).update({ force_password_reset: true });
    expect((await users.findById(user.id))!.forcePasswordReset).to.equal(true);

    const blocked = await api.put('/auth/username', { username: uniqueName() }, token);
    expect([blocked.status, blocked.body.code]).to.deep.equal([403, 'PASSWORD_CHANGE_REQUIRED']);
    expect((await api.get('/auth/profile', token)).body.forcePasswordReset).to.equal(true);
    expect((await api.put('/auth/password', { newPassword: 'Pakotettu5%' }, token)).status).to.equal(200);
    expect((await api.put('/auth/username', { username: uniqueName() }, token)).status).to.equal(200);
  });

  it('given a control character in any field, then 400 VALIDATION_ERROR, never a 500', async () => {
    for (const [path, body] of [
      ['/auth/login', { username: 'a\u0000b', password: PASSWORD }],
      ['/auth/register', { username: 'nolla', password: PASSWORD, email: 'a\u0000@b.fi' }],
      ['/auth/forgot-password', { usernameOrEmail: 'x\u0000' }],
      ['/auth/resend-verification', { email: 'x\u0000@y.fi' }],
    ] as const) {
      const answer = await api.post(path, body);
      expect([answer.status, answer.body.code], path).to.deep.equal([400, 'VALIDATION_ERROR']);
    }
  });

  describe('forgotten passwords', () => {
    it('given any input, then forgot-password answers exactly the same', async () => {
      const verified = uniqueName();
      const email = `${verified}@example.org`;
      await api.post('/auth/register', { username: verified, password: PASSWORD, email });
      await api.post('/auth/verify-email', {
        token: await lastLinkToken(server.config.dataDir, 'fi', email),
      });
      const withoutEmail = uniqueName();
      await signUp(api, withoutEmail);
      const answers = await Promise.all(
        [verified, email, withoutEmail, 'ei-ketaan', 'nobody@example.org'].map((usernameOrEmail) =>
          api.post('/auth/forgot-password', { usernameOrEmail }),
        ),
      );
      for (const answer of answers)
        expect({ status: answer.status, body: answer.body }).to.deep.equal({
          status: 200,
          body: answers[0]!.body,
        });
      expect((await api.post('/auth/forgot-password', { usernameOrEmail: '  ' })).body.code).to.equal(
        'INPUT_REQUIRED',
      );
    });

    it('given the mailed reset link, then it sets the password once, signs in and ends every other session', async () => {
      const username = uniqueName();
      const email = `${username}@example.org`;
      await api.post('/auth/register', { username, password: PASSWORD, email });
      await api.post('/auth/verify-email', {
        token: await lastLinkToken(server.config.dataDir, 'fi', email),
      });
      const before = (await api.post('/auth/login', { username, password: PASSWORD })).body;
      await api.post('/auth/forgot-password', { usernameOrEmail: username });
      const token = await lastLinkToken(server.config.dataDir, 'fi', email);
      expect((await api.post('/auth/reset-password', { token, newPassword: 'weak' })).body.code).to.equal(
        'PASSWORD_TOO_SHORT',
      );
      const reset = await api.post('/auth/reset-password', { token, newPassword: 'Vaihdettu3#' });
      expect(reset.status).to.equal(200);
      expect(reset.body.user.username).to.equal(username);
      expect((await api.get('/auth/profile', reset.body.token)).status).to.equal(200);
      expect((await api.get('/auth/profile', before.token)).status).to.equal(401);
      expect(
        (await api.post('/auth/reset-password', { token, newPassword: 'Toinen4$x' })).body.code,
      ).to.equal('INVALID_OR_EXPIRED_LINK');
      expect((await api.post('/auth/login', { username, password: 'Vaihdettu3#' })).status).to.equal(200);
    });
  });

  it('given a flood of reset requests for one player, then at most five mails an hour reach them, answers unchanged', async () => {
    const username = uniqueName();
    const email = `${username}@example.org`;
    await api.post('/auth/register', { username, password: PASSWORD, email });
    await api.post('/auth/verify-email', { token: await lastLinkToken(server.config.dataDir, 'fi', email) });
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(await api.post('/auth/forgot-password', { usernameOrEmail: username }));
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body]))).size).to.equal(1);
    const mails = (await outboxMails(server.config.dataDir, 'fi')).filter((mail) => mail.to.includes(email));
    expect(mails).to.have.length(5);
  });

  describe('account deletion', () => {
    it('given a deleted account, then deletedData counts it and no row of the player is left in any table', async function () {
      const { token, user } = await signUp(api, uniqueName());
      await api.post('/auth/login', { username: user.username, password: PASSWORD });
      const deleted = await api.delete('/auth/account', token);
      expect(deleted.status).to.equal(200);
      expect(Object.keys(deleted.body.deletedData)).to.have.members([
        'user',
        'gameScores',
        'gameSessions',
        'attemptedCategories',
        'scoreboard',
        'playerAchievements',
        'personalLists',
        'followingRefs',
        'referrals',
      ]);
      expect(deleted.body.deletedData.user).to.equal(1);
      expect(
        (await api.post('/auth/login', { username: user.username, password: PASSWORD })).status,
      ).to.equal(401);

      const { url } = await testDatabase();
      if (!url) return; // The row check reads PostgreSQL directly; on PGlite the API checks above stand.
      const knex = knexFactory({ client: 'pg', connection: url });
      try {
        const schema = server.config.instances[0]!.schema;
        const columns = await knex('information_schema.columns')
          .where({ table_schema: schema })
          .whereIn('column_name', ['user_id', 'id'])
          .select('table_name', 'column_name');
        for (const { table_name, column_name } of columns) {
          if (column_name === 'id' && table_name !== 'users') continue;
          const rows = await knex.withSchema(schema).table(table_name).where(column_name, user.id);
          expect(rows, `${table_name}.${column_name}`).to.deep.equal([]);
        }
      } finally {
        await knex.destroy();
      }
    });
  });
});
