import { expect } from 'chai';
import { ACCOUNT_ACTION_LIMIT } from '../../adapters/security/rate-limiters';
import { apiCaller } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('API | Account actions limited per address', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ env: { INSTANCES: 'fi' } });
  });

  after(async () => {
    await server?.dispose();
  });

  it('given one address asking for password resets without end, then past the limit 429 with Retry-After', async () => {
    const api = apiCaller(server.url);
    for (let i = 0; i < ACCOUNT_ACTION_LIMIT.points; i++) {
      expect(
        (await api.post('/auth/forgot-password', { usernameOrEmail: `ei-ketaan-${i}` })).status,
      ).to.equal(200);
    }
    const refused = await api.post('/auth/forgot-password', { usernameOrEmail: 'ei-ketaan' });
    expect([refused.status, refused.body.code]).to.deep.equal([429, 'TOO_MANY_REQUESTS']);
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, ACCOUNT_ACTION_LIMIT.durationSeconds);
    // Each action has its own allowance: registering still works from the same address.
    expect(
      (await api.post('/auth/register', { username: 'rajattu', password: 'Salainen1!' })).status,
    ).to.equal(201);
  });
});
