import { expect } from 'chai';
import { USER_REPOSITORY, type UserRepository } from '../../application/ports/user.repository';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { REFRESH_REUSE_GRACE_MS } from '../../domain/constants/tokens.constants';
import { apiCaller, signUp, type ApiCaller } from '../support/api-client';
import { PASSWORD, useAuthServer } from '../support/auth-server';
import type { FakeClock } from '../support/fake-clock';
import type { TestServer } from '../support/test-server';

describe('API | Accounts | Sessions and tokens', function () {
  this.timeout(60_000);
  const suite = useAuthServer();
  let server: TestServer;
  let api: ApiCaller;
  let clock: FakeClock;
  let uniqueName: (base?: string) => string;

  before(() => {
    ({ server, api, clock, uniqueName } = suite.current());
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
});
