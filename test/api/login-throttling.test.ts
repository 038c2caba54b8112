import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { apiCaller, signUp } from '../support/api-client';
import {
  deleteRedisPrefix,
  dropSchema,
  pendingWithoutInfrastructure,
  testDatabase,
  testRedis,
  uniqueTestName,
} from '../support/infrastructure';
import { freePort, startProcess, waitUntilServing, type Started } from '../support/server-process';

describe('API | Login throttling across server processes', function () {
  this.timeout(120_000);
  const processes: Started[] = [];
  const urls: string[] = [];
  let slug = '';
  let cleanup = async () => {};

  before(async function () {
    const database = (await testDatabase()).url;
    const redis = (await testRedis())?.url;
    // Two processes share limits only through Redis, and their players only through PostgreSQL.
    if (!database || !redis) return pendingWithoutInfrastructure(this, 'Redis and PostgreSQL');
    // A slug of this run's own, so that its schema and keys (wordgame_<slug>, wordgame:<slug>:) are too.
    slug = uniqueTestName('test').replace(/_/g, '-').toLowerCase().slice(0, 20);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-throttle-'));
    const env = {
      DATABASE_URL: database,
      REDIS_URL: redis,
      INSTANCES: `${slug}:fi`,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
    };
    cleanup = async () => {
      await dropSchema(database, `wordgame_${slug.replace(/-/g, '_')}`);
      await deleteRedisPrefix(redis, `wordgame:${slug}:`);
      await rm(dataDir, { recursive: true, force: true });
    };
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const started = startProcess({ ...env, PORT: String(port) });
      processes.push(started);
      urls.push(`http://127.0.0.1:${port}`);
      await waitUntilServing(`${urls[i]}/${slug}/api/config`, started);
    }
  });

  after(async () => {
    for (const started of processes) {
      started.child.kill('SIGTERM');
      await started.exited;
    }
    await cleanup();
  });

  it('given 10 bad logins for one player on one process, then the 11th on the other answers 429 with Retry-After', async () => {
    const [a, b] = urls.map((url) => apiCaller(url, slug)) as [
      ReturnType<typeof apiCaller>,
      ReturnType<typeof apiCaller>,
    ];
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
