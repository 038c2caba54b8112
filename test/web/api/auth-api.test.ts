import { expect } from 'chai';
import { createAuthApi } from '../../../web/src/lib/api/auth-api';
import { ApiError } from '../../../web/src/lib/api/errors';
import { GUEST_ID_STORAGE_KEY } from '../../../web/src/lib/api/guest-id';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { rejectionOf } from '../../support/rejection';
import { bearerOf, json } from '../support/fake-server';

function authHarness() {
  const harness = new ApiHarness();
  return { harness, auth: createAuthApi(harness.client) };
}

const failingNetwork = () => {
  throw new TypeError('Failed to fetch');
};

describe('Web | API client | auth: login and logout', () => {
  it('given good credentials when logging in then the pair is stored and no identity was sent', async () => {
    const { harness, auth } = authHarness();
    const pair = harness.issuedPair();
    harness.server.on('POST', '/auth/login', () => json({ ...pair, user: { id: 'u1' } }));

    const answer = await auth.login({ username: 'maija', password: 'Secret1!' });

    expect(answer.user.id).to.equal('u1');
    expect(harness.client.tokens()).to.deep.equal(pair);
    const [request] = harness.server.requests;
    expect(request?.body).to.deep.equal({ username: 'maija', password: 'Secret1!' });
    expect(request?.headers.has('X-Guest-ID')).to.equal(false);
  });

  it("given wrong credentials without a server message then the spec's Finnish login text", async () => {
    const { harness, auth } = authHarness();
    harness.server.on('POST', '/auth/login', () => json({ code: 'INVALID_CREDENTIALS' }, 401));
    expect(await rejectionOf(auth.login({ username: 'a', password: 'b' }))).to.include({
      code: 'INVALID_CREDENTIALS',
      message: 'Väärä käyttäjätunnus tai salasana',
    });
    expect(harness.client.tokens()).to.equal(null);
  });

  it('given a throttled login then the throttling text and Retry-After', async () => {
    const { harness, auth } = authHarness();
    harness.server.on('POST', '/auth/login', () => json({}, 429, { 'Retry-After': '60' }));
    expect(await rejectionOf(auth.login({ username: 'a', password: 'b' }))).to.include({
      status: 429,
      message: 'Liian monta kirjautumisyritystä, yritä myöhemmin uudelleen',
      retryAfterSeconds: 60,
    });
  });

  it('given a signed-in player when logging out then the refresh token is sent and the tokens cleared', async () => {
    const { harness, auth } = authHarness();
    const held = harness.holdTokens(10 * MINUTE);
    let tokensWhileServerAnswers: unknown = 'not called';
    harness.server.on('POST', '/auth/logout', () => {
      tokensWhileServerAnswers = harness.client.tokens();
      return json({ message: 'ok' });
    });

    await auth.logout();

    // Cleared before the call: a new login during a slow logout call must not be wiped by it.
    expect(tokensWhileServerAnswers).to.equal(null);
    expect(harness.server.calls('POST', '/auth/logout')[0]?.body).to.deep.equal({
      refreshToken: held.refreshToken,
    });
    expect(harness.client.tokens()).to.equal(null);
  });

  for (const [name, handler] of [
    ['answers 500', () => json({ code: 'INTERNAL_ERROR' }, 500)],
    ['cannot be reached', failingNetwork],
  ] as const) {
    it(`given the server ${name} when logging out then the tokens are cleared anyway`, async () => {
      const { harness, auth } = authHarness();
      harness.holdTokens(10 * MINUTE);
      harness.server.on('POST', '/auth/logout', handler);

      await auth.logout();

      expect(harness.client.tokens()).to.equal(null);
      expect(harness.logger.warnings).to.have.length(1);
    });
  }

  it('given an expired access token when logging out then no refresh is made first', async () => {
    const { harness, auth } = authHarness();
    harness.holdTokens(-MINUTE);
    harness.server.on('POST', '/auth/logout', () => json({}));
    await auth.logout();
    expect(harness.server.requests.map((request) => request.path)).to.deep.equal(['/auth/logout']);
  });
});

describe('Web | API client | auth: account calls', () => {
  it('given the server fails when asking for a reset link then success is reported anyway', async () => {
    const { harness, auth } = authHarness();
    harness.server.on('POST', '/auth/forgot-password', () => json({ code: 'INTERNAL_ERROR' }, 500));
    expect(await auth.forgotPassword('maija')).to.deep.equal({ success: true });
    harness.server.on('POST', '/auth/forgot-password', failingNetwork);
    expect(await auth.forgotPassword('maija@example.com')).to.deep.equal({ success: true });
    expect(harness.server.requests[0]?.body).to.deep.equal({ usernameOrEmail: 'maija' });
  });

  it('given an account deletion answer without deletedData then deleteAccountNoData', async () => {
    const { harness, auth } = authHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('DELETE', '/auth/account', () => json({ message: 'Deleted' }));

    const error = await rejectionOf(auth.deleteAccount());

    expect(error).to.be.instanceOf(ApiError).and.include({ code: 'deleteAccountNoData' });
  });

  it('given an account deletion answer with deletedData then the summary is returned', async () => {
    const { harness, auth } = authHarness();
    harness.holdTokens(10 * MINUTE);
    const deletedData = { user: 1, gameScores: 12 };
    harness.server.on('DELETE', '/auth/account', () => json({ message: 'Deleted', deletedData }));
    expect((await auth.deleteAccount()).deletedData).to.deep.equal(deletedData);
  });

  it("given the e-mail update fails without a message then the spec's fallback text", async () => {
    const { harness, auth } = authHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('PUT', '/auth/email', () => json({}, 500));
    harness.server.on('DELETE', '/auth/email', () => json({}, 500));
    expect(await rejectionOf(auth.setEmail('a@b.fi'))).to.include({ message: 'Failed to update email' });
    expect(await rejectionOf(auth.removeEmail())).to.include({ message: 'Failed to remove email' });
    expect(harness.server.calls('PUT', '/auth/email')[0]?.body).to.deep.equal({ email: 'a@b.fi' });
  });

  it('given a failed registration without a message then "Registration failed"', async () => {
    const { harness, auth } = authHarness();
    harness.server.on('POST', '/auth/register', () => json({}, 500));
    const request = { username: 'maija', password: 'Secret1!', email: null, referralCode: 'ABC123' };
    expect(await rejectionOf(auth.register(request))).to.include({ message: 'Registration failed' });
    expect(harness.server.requests[0]?.body).to.deep.equal(request);
  });

  it('sends each remaining call to its path with its body', async () => {
    const { harness, auth } = authHarness();
    const held = harness.holdTokens(10 * MINUTE);
    for (const [method, path] of [
      ['GET', '/auth/profile'],
      ['GET', '/auth/profile-data'],
      ['PUT', '/auth/username'],
      ['PUT', '/auth/password'],
      ['POST', '/auth/reset-password'],
      ['GET', '/auth/showcase-achievements'],
      ['PUT', '/auth/showcase-achievements'],
      ['POST', '/auth/verify-email'],
      ['POST', '/auth/resend-verification'],
    ]) {
      harness.server.on(method as string, path as string, () => json({}));
    }

    await auth.profile();
    await auth.profileData();
    await auth.changeUsername('uusi');
    await auth.changePassword({ currentPassword: 'Old1!pass', newPassword: 'New1!pass' });
    await auth.resetPassword({ token: 'reset-token', newPassword: 'New1!pass' });
    await auth.getShowcase();
    await auth.putShowcase(['PERFECT_GAME']);
    await auth.verifyEmail('verify-token');
    await auth.resendVerification('a@b.fi');

    expect(
      harness.server.requests.map((request) => [
        request.method,
        request.path,
        request.body ?? null,
        bearerOf(request) === `Bearer ${held.token}`,
      ]),
    ).to.deep.equal([
      ['GET', '/auth/profile', null, true],
      ['GET', '/auth/profile-data', null, true],
      ['PUT', '/auth/username', { username: 'uusi' }, true],
      ['PUT', '/auth/password', { currentPassword: 'Old1!pass', newPassword: 'New1!pass' }, true],
      ['POST', '/auth/reset-password', { token: 'reset-token', newPassword: 'New1!pass' }, false],
      ['GET', '/auth/showcase-achievements', null, true],
      ['PUT', '/auth/showcase-achievements', { achievements: ['PERFECT_GAME'] }, true],
      ['POST', '/auth/verify-email', { token: 'verify-token' }, false],
      ['POST', '/auth/resend-verification', { email: 'a@b.fi' }, false],
    ]);
  });

  it('refreshToken goes through the coordinator and replaces the pair', async () => {
    const { harness, auth } = authHarness();
    harness.holdTokens(10 * MINUTE);
    const issued = harness.issuedPair();
    harness.server.on('POST', '/auth/refresh-token', () => json(issued));
    expect(await auth.refreshToken()).to.deep.equal(issued);
    expect(harness.client.tokens()).to.deep.equal(issued);
  });
});

describe('Web | API client | auth: guest migration', () => {
  const PATHS = [
    '/game/migrate-guest-score',
    '/game/migrate-guest-combination',
    '/game/migrate-guest-session',
  ];

  it('given a guest id when migrating then score, combinations and session move and the id is removed', async () => {
    const { harness, auth } = authHarness();
    const guestId = harness.client.guestId.get();
    harness.holdTokens(10 * MINUTE);
    for (const path of PATHS) harness.server.on('POST', path, () => json({ migrated: 1 }));

    await auth.migrateGuest('user-1');

    expect(harness.server.requests.map((request) => [request.path, request.body])).to.deep.equal(
      PATHS.map((path) => [path, { guestId, userId: 'user-1' }]),
    );
    expect(harness.store.values.has(GUEST_ID_STORAGE_KEY)).to.equal(false);
    expect(harness.logger.warnings).to.deep.equal([]);
  });

  it('given migration steps fail when migrating then nothing is thrown, failures are logged, the id is removed', async () => {
    const { harness, auth } = authHarness();
    harness.client.guestId.get();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('POST', PATHS[0] as string, () => json({}));
    harness.server.on('POST', PATHS[1] as string, () => json({ code: 'INTERNAL_ERROR' }, 500));
    harness.server.on('POST', PATHS[2] as string, failingNetwork);

    await auth.migrateGuest('user-1');

    expect(harness.server.requests).to.have.length(3);
    expect(harness.logger.warnings).to.have.length(2);
    expect(harness.client.guestId.peek()).to.equal(null);
  });

  it('given every migration step fails when migrating then the id is kept for the next sign-in', async () => {
    const { harness, auth } = authHarness();
    const guestId = harness.client.guestId.get();
    harness.holdTokens(10 * MINUTE);
    for (const path of PATHS) harness.server.on('POST', path, failingNetwork);

    await auth.migrateGuest('user-1');

    expect(harness.logger.warnings).to.have.length(3);
    expect(harness.client.guestId.peek()).to.equal(guestId);
  });

  it('given no guest id when migrating then no call is made', async () => {
    const { harness, auth } = authHarness();
    harness.holdTokens(10 * MINUTE);
    await auth.migrateGuest('user-1');
    expect(harness.server.requests).to.have.length(0);
  });
});
