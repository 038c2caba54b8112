import { expect } from 'chai';
import { apiCaller, signUp } from '../support/api-client';
import { pendingWithoutInfrastructure, testDatabase, testRedis } from '../support/infrastructure';
import { startTestServer, type TestServer } from '../support/test-server';

describe('API | Login throttling across processes', function () {
  this.timeout(60_000);
  let first: TestServer;
  let second: TestServer;

  before(async function () {
    // Two processes share limits only through Redis, and their users only through PostgreSQL.
    if (!(await testRedis()) || !(await testDatabase()).url)
      return pendingWithoutInfrastructure(this, 'Redis and PostgreSQL');
    first = await startTestServer({ env: { INSTANCES: 'fi' } });
    second = await startTestServer({ env: { INSTANCES: 'fi' }, replicaOf: first });
  });

  after(async () => {
    await second?.dispose();
    await first?.dispose();
  });

  it('given 10 bad logins for one user on one process, then the 11th on another process answers 429 with Retry-After', async () => {
    const [a, b] = [apiCaller(first.url), apiCaller(second.url)];
    await signUp(a, 'kohde');
    await signUp(a, 'sivullinen');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(
        (await a.post('/auth/login', { username: 'kohde', password: `Vaara${attempt}!x` })).status,
        `attempt ${attempt}`,
      ).to.equal(401);
    }
    const blocked = await b.post('/auth/login', { username: 'KOHDE', password: 'Salainen1!' });
    expect(blocked.status).to.equal(429);
    expect(blocked.body).to.deep.include({
      code: 'TOO_MANY_REQUESTS',
      message: 'Liian monta kirjautumisyritystä, yritä myöhemmin uudelleen',
    });
    expect(Number(blocked.headers.get('retry-after'))).to.be.within(1, 15 * 60);
    // The limit is per username and address: another player from the same address still gets in.
    expect((await b.post('/auth/login', { username: 'sivullinen', password: 'Salainen1!' })).status).to.equal(
      200,
    );
  });
});
