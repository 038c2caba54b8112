import path from 'node:path';
import type { Redis } from 'ioredis';
import type { Logger as Pino } from 'pino';
import type { Cache } from '../application/ports/cache.port';
import type { Clock } from '../application/ports/clock.port';
import type { FileStorage } from '../application/ports/file-storage.port';
import type { Mailer } from '../application/ports/mailer.port';
import type { PasswordHasher } from '../application/ports/password-hasher.port';
import { DiskFileStorage } from '../adapters/files/disk-file-storage';
import { MemoryCache } from '../adapters/memory/memory-cache';
import { OutboxMailer } from '../adapters/outbox/outbox-mailer';
import { KnexDatabase } from '../adapters/postgres/knex-database';
import { connectPglite, connectPostgres } from '../adapters/postgres/knex-connection';
import { migrateToLatest } from '../adapters/postgres/migrate';
import { FailSoftCache } from '../adapters/redis/fail-soft-cache';
import { RedisCache } from '../adapters/redis/redis-cache';
import { SmtpMailer } from '../adapters/smtp/smtp-mailer';
import { PinoLogger } from '../adapters/system/pino-logger';
import type { ServerMetrics } from '../adapters/metrics/server-metrics';
import type { AppConfig } from './app-config';
import { embeddedDatabaseDirectory } from './embedded-database';
import type { InstanceConfig } from './instances';

export interface InstanceInfrastructure {
  database: KnexDatabase;
  cache: Cache;
  mailer: Mailer;
  files: FileStorage;
  close(): Promise<void>;
}

/** Shared by the instances of one process: one Redis client (keys are prefixed per instance). */
export interface ProcessInfrastructure {
  redis?: Redis;
  logger: Pino;
  clock: Clock;
  /** Process-wide: argon2 hashing is CPU-bound work, whichever instance asks. */
  passwordHasher: PasswordHasher;
  /** The process's metrics, when configured (the server only: command-line tasks keep none). */
  metrics?: ServerMetrics;
}

/**
 * Opens the adapters that configuration chooses for one instance: the real engines when their URLs are set,
 * the embedded defaults otherwise. The database is migrated before anything can use it; if any step fails,
 * whatever was opened is closed again before the error goes on.
 */
export async function openInstanceInfrastructure(
  config: AppConfig,
  instance: InstanceConfig,
  shared: ProcessInfrastructure,
): Promise<InstanceInfrastructure> {
  const logger = shared.logger.child({ instance: instance.slug });
  const smtp = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  const mailer =
    smtp ??
    new OutboxMailer(
      path.join(config.dataDir, 'outbox', instance.slug),
      config.mailFrom,
      new PinoLogger(logger),
    );
  const redisCache = shared.redis ? new RedisCache(shared.redis, instance.cachePrefix) : undefined;
  // Redis trouble costs cached reads a miss, never the request (see FailSoftCache).
  const cache = redisCache
    ? new FailSoftCache(redisCache, new MemoryCache(shared.clock), new PinoLogger(logger))
    : new MemoryCache(shared.clock);
  const files = new DiskFileStorage(path.join(config.uploadsDir, instance.slug));

  let database: KnexDatabase | undefined;
  const close = async () => {
    await Promise.allSettled([database?.close(), redisCache?.close(), smtp?.close()]);
  };
  try {
    const log = { warn: (message: string) => logger.warn({ source: 'knex' }, message) };
    const knex = config.databaseUrl
      ? connectPostgres(config.databaseUrl, instance.schema, undefined, log)
      : await connectPglite(embeddedDatabaseDirectory(config.dataDir, instance.slug), instance.schema, log);
    database = new KnexDatabase(knex);
    shared.metrics?.databasePools.watch(instance.slug, knex);
    const applied = await migrateToLatest(knex, instance.schema);
    if (applied.length > 0) logger.info({ applied }, 'database migrated');
    return { database, cache, mailer, files, close };
  } catch (error) {
    await close();
    throw error;
  }
}
