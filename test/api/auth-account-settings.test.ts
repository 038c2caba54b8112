import { expect } from 'chai';
import knexFactory from 'knex';
import { DELETED_DATA_KEYS } from '../../contracts/auth.codec';
import { signUp } from '../support/api-client';
import { PASSWORD, useAuthServer } from '../support/auth-server';
import { testDatabase } from '../support/infrastructure';
import { lastLinkToken, outboxMails } from '../support/outbox';

describe('API | Accounts | Profile, settings, passwords and deletion', function () {
  this.timeout(60_000);
  const auth = useAuthServer();

  describe('profile and settings', () => {
    it('given a signed-in player, then profile and profile-data answer the full shape', async () => {
      const { token, user } = await signUp(auth.api, auth.uniqueName());
      const profile = await auth.api.get('/auth/profile', token);
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
      const data = await auth.api.get('/auth/profile-data', token);
      expect(data.body.profile.id).to.equal(user.id);
      expect(data.body.streaks).to.deep.equal({ currentStreak: 0, maxStreak: 0 });
      expect(data.body.todayGame.gameDate).to.match(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.body.activeSession).to.deep.equal({ hasActiveSession: false, sessionData: null });
    });

    it('given a new username, then it changes; a taken or malformed one is refused with the spec code', async () => {
      const { token } = await signUp(auth.api, auth.uniqueName());
      const other = auth.uniqueName('Toinen');
      await signUp(auth.api, other);
      const renamed = auth.uniqueName('Uusi');
      expect(
        (await auth.api.put('/auth/username', { username: renamed }, token)).body.user.username,
      ).to.equal(renamed);
      expect(
        (await auth.api.put('/auth/username', { username: other.toLowerCase() }, token)).body.code,
      ).to.equal('USERNAME_TAKEN');
      expect((await auth.api.put('/auth/username', { username: 'x!' }, token)).body.code).to.equal(
        'USERNAME_LENGTH_INVALID',
      );
      expect((await auth.api.put('/auth/username', { username: 'nimi välillä' }, token)).body.code).to.equal(
        'USERNAME_FORMAT_INVALID',
      );
    });

    it('given a password change, then the old password stops working and other sessions end, this one stays', async () => {
      const username = auth.uniqueName();
      const here = await signUp(auth.api, username);
      const elsewhere = (await auth.api.post('/auth/login', { username, password: PASSWORD })).body;
      expect(
        (
          await auth.api.put(
            '/auth/password',
            { currentPassword: 'Vaara1!xx', newPassword: 'Uusi2022!x' },
            here.token,
          )
        ).body.code,
      ).to.equal('PASSWORD_INCORRECT');
      expect(
        (
          await auth.api.put(
            '/auth/password',
            { currentPassword: PASSWORD, newPassword: PASSWORD },
            here.token,
          )
        ).body.code,
      ).to.equal('PASSWORD_SAME_AS_CURRENT');
      expect(
        (
          await auth.api.put(
            '/auth/password',
            { currentPassword: PASSWORD, newPassword: 'lyhyt' },
            here.token,
          )
        ).body.code,
      ).to.equal('PASSWORD_TOO_SHORT');
      expect(
        (
          await auth.api.put(
            '/auth/password',
            { currentPassword: PASSWORD, newPassword: 'Uusi2022!x' },
            here.token,
          )
        ).status,
      ).to.equal(200);
      expect((await auth.api.post('/auth/login', { username, password: PASSWORD })).status).to.equal(401);
      expect((await auth.api.post('/auth/login', { username, password: 'Uusi2022!x' })).status).to.equal(200);
      expect((await auth.api.get('/auth/profile', here.token)).status).to.equal(200);
      expect((await auth.api.get('/auth/profile', elsewhere.token)).status).to.equal(401);
      expect(
        (await auth.api.post('/auth/refresh-token', { refreshToken: elsewhere.refreshToken })).status,
      ).to.equal(401);
    });

    it('given an e-mail set and removed, then it is unverified, a link is mailed, and removal clears it', async () => {
      const { token } = await signUp(auth.api, auth.uniqueName());
      const email = `${auth.uniqueName()}@example.org`;
      const set = await auth.api.put('/auth/email', { email }, token);
      expect(set.body.user).to.include({ email, emailVerified: false });
      await lastLinkToken(auth.server.config.dataDir, 'fi', email);
      expect((await auth.api.put('/auth/email', { email: 'nope' }, token)).body.code).to.equal(
        'EMAIL_INVALID',
      );
      expect((await auth.api.delete('/auth/email', token)).body.user.email).to.equal(null);
    });

    it('given a showcase, then an empty one is kept and unearned or unknown achievements are refused', async () => {
      const { token } = await signUp(auth.api, auth.uniqueName());
      expect(
        (await auth.api.put('/auth/showcase-achievements', { achievements: [] }, token)).body,
      ).to.deep.equal({
        achievements: [],
      });
      expect(
        (await auth.api.put('/auth/showcase-achievements', { achievements: ['PERFECT_GAME'] }, token)).body
          .code,
      ).to.equal('SHOWCASE_NOT_OWNED');
      expect(
        (await auth.api.put('/auth/showcase-achievements', { achievements: ['NOPE'] }, token)).body.code,
      ).to.equal('SHOWCASE_UNKNOWN_ACHIEVEMENT');
      expect((await auth.api.get('/auth/showcase-achievements', token)).body).to.deep.equal({
        achievements: [],
      });
    });

    it('given guest migration, then only into your own account and with a valid guest id', async () => {
      const me = await signUp(auth.api, auth.uniqueName());
      const guestId = `guest_${'a'.repeat(20)}`;
      for (const kind of ['score', 'combination', 'session']) {
        expect(
          (await auth.api.post(`/game/migrate-guest-${kind}`, { guestId, userId: me.user.id }, me.token))
            .body,
        ).to.deep.equal({
          migrated: 0,
        });
      }
      const someoneElse = await auth.api.post(
        '/game/migrate-guest-score',
        { guestId, userId: '00000000-0000-4000-8000-000000000000' },
        me.token,
      );
      expect([someoneElse.status, someoneElse.body.code]).to.deep.equal([403, 'FORBIDDEN']);
      const badGuest = await auth.api.post(
        '/game/migrate-guest-score',
        { guestId: 'guest_short', userId: me.user.id },
        me.token,
      );
      expect([badGuest.status, badGuest.body.code]).to.deep.equal([400, 'GUEST_ID_INVALID']);
    });
  });

  describe('forgotten passwords', () => {
    it('given any input, then forgot-password answers exactly the same', async () => {
      const verified = auth.uniqueName();
      const email = `${verified}@example.org`;
      await auth.api.post('/auth/register', { username: verified, password: PASSWORD, email });
      await auth.api.post('/auth/verify-email', {
        token: await lastLinkToken(auth.server.config.dataDir, 'fi', email),
      });
      const withoutEmail = auth.uniqueName();
      await signUp(auth.api, withoutEmail);
      const answers = await Promise.all(
        [verified, email, withoutEmail, 'ei-ketaan', 'nobody@example.org'].map((usernameOrEmail) =>
          auth.api.post('/auth/forgot-password', { usernameOrEmail }),
        ),
      );
      for (const answer of answers)
        expect({ status: answer.status, body: answer.body }).to.deep.equal({
          status: 200,
          body: answers[0]!.body,
        });
      expect((await auth.api.post('/auth/forgot-password', { usernameOrEmail: '  ' })).body.code).to.equal(
        'INPUT_REQUIRED',
      );
    });

    it('given the mailed reset link, then it sets the password once, signs in and ends every other session', async () => {
      const username = auth.uniqueName();
      const email = `${username}@example.org`;
      await auth.api.post('/auth/register', { username, password: PASSWORD, email });
      await auth.api.post('/auth/verify-email', {
        token: await lastLinkToken(auth.server.config.dataDir, 'fi', email),
      });
      const before = (await auth.api.post('/auth/login', { username, password: PASSWORD })).body;
      await auth.api.post('/auth/forgot-password', { usernameOrEmail: username });
      const token = await lastLinkToken(auth.server.config.dataDir, 'fi', email);
      expect(
        (await auth.api.post('/auth/reset-password', { token, newPassword: 'weak' })).body.code,
      ).to.equal('PASSWORD_TOO_SHORT');
      const reset = await auth.api.post('/auth/reset-password', { token, newPassword: 'Vaihdettu3#' });
      expect(reset.status).to.equal(200);
      expect(reset.body.user.username).to.equal(username);
      expect((await auth.api.get('/auth/profile', reset.body.token)).status).to.equal(200);
      expect((await auth.api.get('/auth/profile', before.token)).status).to.equal(401);
      expect(
        (await auth.api.post('/auth/reset-password', { token, newPassword: 'Toinen4$x' })).body.code,
      ).to.equal('INVALID_OR_EXPIRED_LINK');
      expect((await auth.api.post('/auth/login', { username, password: 'Vaihdettu3#' })).status).to.equal(
        200,
      );
    });
  });

  it('given a flood of reset requests for one player, then at most three mails an hour reach the address, answers unchanged', async () => {
    const username = auth.uniqueName();
    const email = `${username}@example.org`;
    await auth.api.post('/auth/register', { username, password: PASSWORD, email });
    await auth.api.post('/auth/verify-email', {
      token: await lastLinkToken(auth.server.config.dataDir, 'fi', email),
    });
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(await auth.api.post('/auth/forgot-password', { usernameOrEmail: username }));
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body]))).size).to.equal(1);
    const mails = (await outboxMails(auth.server.config.dataDir, 'fi')).filter((mail) =>
      mail.to.includes(email),
    );
    // The verification and two reset links: three an hour per recipient address.
    expect(mails).to.have.length(3);
  });

  // Issue 30: 25 registrations naming one address sent it 25 mails (29 with resends).
  it('given 25 registrations naming one address, and resends, then one mail reaches it', async () => {
    const email = `${auth.uniqueName()}@example.org`;
    for (let i = 0; i < 25; i++) {
      const answer = await auth.api.post('/auth/register', {
        username: auth.uniqueName(),
        password: PASSWORD,
        email,
      });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
    }
    for (let i = 0; i < 4; i++) await auth.api.post('/auth/resend-verification', { email });

    const mails = (await outboxMails(auth.server.config.dataDir, 'fi')).filter((mail) =>
      mail.to.includes(email),
    );
    expect(mails).to.have.length(1);
  });

  describe('account deletion', () => {
    it('given a deleted account, then deletedData counts it and no row of the player is left in any table', async function () {
      const { token, user } = await signUp(auth.api, auth.uniqueName());
      await auth.api.post('/auth/login', { username: user.username, password: PASSWORD });
      const deleted = await auth.api.delete('/auth/account', token);
      expect(deleted.status).to.equal(200);
      expect(Object.keys(deleted.body.deletedData)).to.have.members([...DELETED_DATA_KEYS]);
      expect(deleted.body.deletedData.user).to.equal(1);
      expect(
        (await auth.api.post('/auth/login', { username: user.username, password: PASSWORD })).status,
      ).to.equal(401);

      const { url } = await testDatabase();
      if (!url) return; // The row check reads PostgreSQL directly; on PGlite the API checks above stand.
      const knex = knexFactory({ client: 'pg', connection: url });
      try {
        const schema = auth.server.config.instances[0]!.schema;
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
