import { expect } from 'chai';
import { signUp, type ApiCaller } from '../support/api-client';
import { pendingWithoutInfrastructure } from '../support/infrastructure';
import { sharedEngines, startServerCluster, type ServerCluster } from '../support/server-cluster';

describe('API | Login throttling across server processes', function () {
  this.timeout(120_000);
  let cluster: ServerCluster | undefined;

  before(async function () {
    const engines = await sharedEngines();
    // Two processes share limits only through Redis, and their players only through PostgreSQL.
    if (!engines) return pendingWithoutInfrastructure(this, 'Redis and PostgreSQL');
    cluster = await startServerCluster(engines, 2);
  });

  after(async () => {
    await cluster?.stop();
  });

  it('given 10 bad logins for one player on one process, then the 11th on the other answers 429 with Retry-After', async () => {
    const [a, b] = cluster!.processes.map((one) => one.api) as [ApiCaller, ApiCaller];
    await signUp(a, 'kohde');
    await signUp(a, 'sivullinen');
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await a.post('/auth/login', { username: 'kohde', password: `Vaara${attempt}!x` });
      expect(answer.status, `attempt ${attempt}`).to.equal(401);
    }
    const blocked = await b.post('/auth/login', { username: 'KOHDE', password: 'Salainen1!' });
    expect(blocked.status).to.equal(429);
    expect(blocked.body).to.deep.include({
      code: 'TOO_MANY_REQUESTS',
      message: 'Liian monta kirjautumisyritystä, yritä myöhemmin uudelleen',
    });
    expect(Number(blocked.headers.get('retry-after'))).to.be.within(1, 15 * 60);
    // The limit is per player and address: another player from the same address still gets in.
    expect((await b.post('/auth/login', { username: 'sivullinen', password: 'Salainen1!' })).status).to.equal(
      200,
    );
  });
});
