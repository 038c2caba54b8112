import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import knexFactory from 'knex';
import { Redis } from 'ioredis';
import { CACHE, type Cache } from '../../../application/ports/cache.port';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../../../application/ports/settings.repository';
import { pendingWithoutInfrastructure, testDatabase, testRedis } from '../../support/infrastructure';
import { startTestServer } from '../../support/test-server';

const settingsOf = (server: Awaited<ReturnType<typeof startTestServer>>, slug: string) =>
  server.containers.get(slug)!.get<SettingsRepository>(SETTINGS_REPOSITORY);

describe('Integration | Where the server keeps its data', function () {
  // Two starts of an embedded server (PGlite compiles and migrates each time): seconds when quiet, a minute busy.
  this.timeout(120_000);

  it('given the embedded defaults, when the server restarts on the same DATA_DIR, then the data is still there', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-restart-'));
    try {
      const first = await startTestServer({ embedded: true, dataDir, env: { INSTANCES: 'fi' } });
      await settingsOf(first, 'fi').put('brandingText', 'Pysyy tallessa');
      await first.dispose();

      const second = await startTestServer({ embedded: true, dataDir, env: { INSTANCES: 'fi' } });
      try {
        expect(await settingsOf(second, 'fi').get('brandingText')).to.equal('Pysyy tallessa');
      } finally {
        await second.dispose();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('given DATABASE_URL and REDIS_URL, then the instance writes to its PostgreSQL schema and Redis prefix', async function () {
    const database = (await testDatabase()).url;
    const redisTarget = await testRedis();
    if (!database || !redisTarget) return pendingWithoutInfrastructure(this, 'PostgreSQL and Redis servers');
    const server = await startTestServer({ env: { INSTANCES: 'fi' } });
    const [fi] = server.config.instances;
    const knex = knexFactory({ client: 'pg', connection: database });
    const redis = new Redis(redisTarget.url);
    try {
      await settingsOf(server, 'fi').put('dailyEnabled', false);
      const rows = await knex.withSchema(fi!.schema).table('system_settings').select('name', 'value');
      expect(rows).to.deep.equal([{ name: 'dailyEnabled', value: false }]);

      await server.containers.get('fi')!.get<Cache>(CACHE).set('probe', 'from the server');
      expect(await redis.get(`${fi!.cachePrefix}probe`)).to.equal('from the server');
    } finally {
      redis.disconnect();
      await knex.destroy();
      await server.dispose();
    }
  });
});
