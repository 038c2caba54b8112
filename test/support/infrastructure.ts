/**
 * Where integration tests find PostgreSQL and Redis (DESIGN.md section 3): TEST_DATABASE_URL / TEST_REDIS_URL
 * first; else testcontainers where a Docker engine answers; else PGlite for PostgreSQL and "pending" for
 * Redis. Under CI=true a missing engine is a failure, never a skip.
 */
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { Redis } from 'ioredis';

export const underCi = process.env.CI === 'true';

export interface TestDatabase {
  /** 'postgres' for a real server, 'pglite' for the embedded engine. */
  engine: 'postgres' | 'pglite';
  url?: string;
}

export interface TestRedis {
  url: string;
}

let containers: { stop(): Promise<unknown> }[] = [];
let databaseLookup: Promise<TestDatabase> | undefined;
let redisLookup: Promise<TestRedis | undefined> | undefined;

async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

async function findDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE_URL) return { engine: 'postgres', url: process.env.TEST_DATABASE_URL };
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    containers.push(container);
    return { engine: 'postgres', url: container.getConnectionUri() };
  }
  if (underCi) throw new Error('CI=true but no PostgreSQL: set TEST_DATABASE_URL (.ci/run does)');
  return { engine: 'pglite' };
}

async function findRedis(): Promise<TestRedis | undefined> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL };
  if (await dockerAnswers()) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    containers.push(container);
    return { url: container.getConnectionUrl() };
  }
  if (underCi) throw new Error('CI=true but no Redis: set TEST_REDIS_URL (.ci/run does)');
  return undefined;
}

export function testDatabase(): Promise<TestDatabase> {
  databaseLookup ??= findDatabase();
  return databaseLookup;
}

export function testRedis(): Promise<TestRedis | undefined> {
  redisLookup ??= findRedis();
  return redisLookup;
}

/** A name no other run uses, containing 'test' so that a forgotten leftover is recognisable. */
export function uniqueTestName(prefix = 'test'): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** Drops a schema created by a test run; the shared databases outlive the run. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!schema.includes('test')) throw new Error(`refusing to drop ${schema}: not a test schema`);
  const knex: Knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    await knex.raw('drop schema if exists ?? cascade', [schema]);
  } finally {
    await knex.destroy();
  }
}

/** Deletes every key a test run wrote under its prefix. */
export async function deleteRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Marks the calling suite pending with the reason, outside CI only (see above). */
export function pendingWithoutInfrastructure(context: Mocha.Context, what: string): never {
  console.warn(`      (pending: no ${what} here; set its TEST_*_URL or run Docker: missing infrastructure)`);
  return context.skip() as never;
}

export async function stopTestContainers(): Promise<void> {
  await Promise.allSettled(containers.map((container) => container.stop()));
  containers = [];
}
