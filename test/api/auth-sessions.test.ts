import { expect } from 'chai';
import { USER_REPOSITORY, type UserRepository } from '../../application/ports/user.repository';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { REFRESH_REUSE_GRACE_MS } from '../../domain/constants/tokens.constants';
import { apiCaller, signUp } from '../support/api-client';
import { PASSWORD, useAuthServer } from '../support/auth-server';

describe('API | Accounts | Sessions and tokens', function () {
  this.timeout(60_000);
  const auth = useAuthServer();

  describe('tokens', () => {
    it('given a refresh, then the pair rotates; the spent token presented again revokes the family, newest included', async () => {
      const { refreshToken } = await signUp(auth.api, auth.uniqueName());
      const first = await auth.api.post('/auth/refresh-token', { refreshToken });
      expect(first.status).to.equal(200);
      const viaHeader = await auth.api.post('/auth/refresh-token', undefined, undefined, {
        'Refresh-Token': first.body.refreshToken,
      });
      expect(viaHeader.status).to.equal(200);
      // Within moments (another tab racing) it is only refused; later it is a stolen copy.
      expect((await auth.api.post('/auth/refresh-token', { refreshToken })).status).to.equal(401);
      expect((await auth.api.get('/auth/profile', viaHeader.body.token)).status).to.equal(200);
      auth.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
      const reused = await auth.api.post('/auth/refresh-token', { refreshToken });
      expect([reused.status, reused.body.code, reused.body.message]).to.deep.equal([
        401,
        'SESSION_EXPIRED',
        'Session expired',
      ]);
      expect(
        (await auth.api.post('/auth/refresh-token', { refreshToken: viaHeader.body.refreshToken })).status,
      ).to.equal(401);
      expect((await auth.api.get('/auth/profile', viaHeader.body.token)).status).to.equal(401);
    });

    it('given logout, then the session ends: its refresh and access tokens stop working', async () => {
      const { token, refreshToken } = await signUp(auth.api, auth.uniqueName());
      expect((await auth.api.post('/auth/logout', { refreshToken })).status).to.equal(200);
      expect((await auth.api.post('/auth/refresh-token', { refreshToken })).status).to.equal(401);
      expect((await auth.api.get('/auth/profile', token)).status).to.equal(401);
    });

    it('given a token of one instance, then the other instance refuses it', async () => {
      const { token, refreshToken } = await signUp(auth.api, auth.uniqueName());
      const en = apiCaller(auth.server.url, 'en');
      expect((await en.get('/auth/profile', token)).status).to.equal(401);
      expect((await en.post('/auth/refresh-token', { refreshToken })).status).to.equal(401);
    });

    it('given a refresh token as a bearer, or an access token to refresh, then both are refused', async () => {
      const { token, refreshToken } = await signUp(auth.api, auth.uniqueName());
      expect((await auth.api.get('/auth/profile', refreshToken)).status).to.equal(401);
      expect((await auth.api.post('/auth/refresh-token', { refreshToken: token })).status).to.equal(401);
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
              ? await auth.api.get(path!, token)
              : method === 'DELETE'
                ? await auth.api.delete(path!, token)
                : await (method === 'PUT' ? auth.api.put : auth.api.post)(path!, {}, token);
          expect([answer.status, answer.body.code], `${method} ${path}`).to.deep.equal([401, 'UNAUTHORIZED']);
        }
      }
    });
  });

  it('given a player whose password must be changed, then only the change, profile and logout answer until it is', async () => {
    const username = auth.uniqueName('Pakko');
    const { token, user } = await signUp(auth.api, username);
    const users = auth.server.containers.get('fi')!.get<UserRepository>(USER_REPOSITORY);
    const knexDatabase = auth.server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE);
    await knexDatabase.knex('users').where({ id: user.id }).update({ force_password_reset: true });
    expect((await users.findById(user.id))!.forcePasswordReset).to.equal(true);

    const blocked = await auth.api.put('/auth/username', { username: auth.uniqueName() }, token);
    expect([blocked.status, blocked.body.code]).to.deep.equal([403, 'PASSWORD_CHANGE_REQUIRED']);
    expect((await auth.api.get('/auth/profile', token)).body.forcePasswordReset).to.equal(true);
    expect((await auth.api.put('/auth/password', { newPassword: 'Pakotettu5%' }, token)).status).to.equal(
      200,
    );
    expect((await auth.api.put('/auth/username', { username: auth.uniqueName() }, token)).status).to.equal(
      200,
    );
  });

  it('given a control character in any field, then 400 VALIDATION_ERROR, never a 500', async () => {
    for (const [path, body] of [
      ['/auth/login', { username: 'a\u0000b', password: PASSWORD }],
      ['/auth/register', { username: 'nolla', password: PASSWORD, email: 'a\u0000@b.fi' }],
      ['/auth/forgot-password', { usernameOrEmail: 'x\u0000' }],
      ['/auth/resend-verification', { email: 'x\u0000@y.fi' }],
    ] as const) {
      const answer = await auth.api.post(path, body);
      expect([answer.status, answer.body.code], path).to.deep.equal([400, 'VALIDATION_ERROR']);
    }
  });
});
