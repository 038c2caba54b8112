import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isLeft } from 'fp-ts/Either';
import { pino } from 'pino';
import type { Clock } from '../../application/ports/clock.port';
import { decodeConfig, type AppConfig } from '../../config/app-config';
import { startServer, type RunningServer } from '../../config/server';
import { deleteRedisPrefix, dropSchema, testDatabase, testRedis, uniqueTestName } from './infrastructure';

export const TEST_INDEX_HTML =
  '<!doctype html><html lang="fi"><head><meta name="app-instance" content="" /></head><body><div id="root"></div></body></html>';

export interface TestServer extends RunningServer {
  config: AppConfig;
  /** Names this server's schemas, cache prefix and data folder. */
  run: string;
  /** Stops the server and removes everything it wrote: schemas, cache keys, the data folder. */
  dispose(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Keep this data folder (to test restarts) instead of a fresh temporary one. */
  dataDir?: string;
  /** Run on the embedded defaults even where PostgreSQL and Redis are available. */
  embedded?: boolean;
  /** Serve this browser build (the real `web/dist` in browser tests) instead of a one-line test page. */
  distDir?: string;
  /** As the server's override: false runs no day-rollover timer (a test ticks by hand). */
  rolloverIntervalMs?: number | false;
}

/**
 * The real server on a free port, on real PostgreSQL and Redis where the test environment has them,
 * each instance in a schema and key prefix of its own so that runs never see each other's data.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'wordgame-test-')));
  const distDir = options.distDir ?? path.join(dataDir, 'dist');
  if (!options.distDir) {
    await mkdir(distDir, { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), TEST_INDEX_HTML);
  }

  const database = options.embedded ? undefined : (await testDatabase()).url;
  const redis = options.embedded ? undefined : (await testRedis())?.url;
  const decoded = decodeConfig({
    PORT: '1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(database ? { DATABASE_URL: database } : {}),
    ...(redis ? { REDIS_URL: redis } : {}),
    ...options.env,
  });
  if (isLeft(decoded)) throw new Error(decoded.left.join('; '));
  const run = uniqueTestName('test');
  const config: AppConfig = {
    ...decoded.right,
    port: 0,
    host: '127.0.0.1',
    instances: decoded.right.instances.map((instance) => ({
      ...instance,
      schema: database ? `wordgame_${run}_${instance.slug}` : instance.schema,
      cachePrefix: `wordgame:${run}:${instance.slug}:`,
    })),
  };
  const running = await startServer(config, {
    clock: options.clock,
    logger: pino({ level: 'silent' }),
    distDir,
    rolloverIntervalMs: options.rolloverIntervalMs,
  });
  return {
    ...running,
    config,
    run,
    async dispose() {
      // Cleans up even when closing fails (a test may have closed a database on purpose).
      try {
        await running.close();
      } finally {
        if (database)
          await Promise.all(config.instances.map((instance) => dropSchema(database, instance.schema)));
        if (redis) await deleteRedisPrefix(redis, `wordgame:${run}:`);
        if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
