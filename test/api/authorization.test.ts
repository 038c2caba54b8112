import Router from '@koa/router';
import { expect } from 'chai';
import type { Middleware } from 'koa';
import type { Principal } from '../../application/accounts/authenticate.use-case';
import { requireCapability } from '../../adapters/http/auth/authentication.middleware';
import { PERMISSIONS, type Capability } from '../../domain/permissions/permission-policy';
import { json } from '../support/http';
import { startHttpApp, type HttpAppHarness } from '../support/http-app-harness';

// Stands in for the bearer-token check: the test says who calls. The real check is tested in auth.test.ts.
const callerFromHeader: Middleware = async (ctx, next) => {
  const roles = ctx.get('X-Test-Roles');
  ctx.state.principal =
    roles === ''
      ? null
      : ({ user: { roles: roles === '-' ? [] : roles.split(',') }, sessionId: 's' } as unknown as Principal);
  await next();
};

describe('API | Role-aware authorisation', () => {
  let app: HttpAppHarness;
  const capabilities = Object.keys(PERMISSIONS) as Capability[];

  before(async () => {
    const router = new Router();
    for (const capability of capabilities) {
      router.get(`/guarded/${capability}`, requireCapability(capability), (ctx) => {
        ctx.body = { ok: capability };
      });
    }
    app = await startHttpApp([router], {}, callerFromHeader);
  });

  after(() => app.close());

  const call = (capability: Capability, roles: string) =>
    fetch(`${app.origin}/fi/api/guarded/${capability}`, { headers: { 'X-Test-Roles': roles } });

  it('given no caller, then every guarded route answers 401 UNAUTHORIZED', async () => {
    for (const capability of capabilities) {
      const response = await call(capability, '');
      expect([response.status, (await json(response)).code], capability).to.deep.equal([401, 'UNAUTHORIZED']);
    }
  });

  it('given each role, then exactly the capabilities of the permission table are allowed, the rest 403', async () => {
    for (const roles of ['-', 'gameManager', 'admin', 'admin,gameManager']) {
      for (const capability of capabilities) {
        const allowed = roles
          .split(',')
          .some((role) => (PERMISSIONS[capability] as readonly string[]).includes(role));
        const response = await call(capability, roles);
        expect(response.status, `${roles} -> ${capability}`).to.equal(allowed ? 200 : 403);
        if (!allowed) expect((await json(response)).code).to.equal('FORBIDDEN');
      }
    }
  });
});
