import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isLeft } from 'fp-ts/Either';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';
import { SystemClock } from '../../adapters/system/system-clock';
import { decodeConfig } from '../../config/app-config';
import { openComposedInstance } from '../../config/compose-instance';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_BENCH_SCHEMA = 'wordgame_bench';
/** The bench instance is Finnish: its day turns at midnight in Helsinki, like the seeded calendar's. */
export const BENCH_TIME_ZONE = 'Europe/Helsinki';

export interface BenchInstance {
  container: Container;
  knex: Knex;
  close(): Promise<void>;
}

/**
 * The application as the server composes it (same modules, adapters and pool), over the bench schema on
 * PostgreSQL: what the benchmarks measure is the real code. Migrates the schema like a server start.
 */
export async function openBenchInstance(databaseUrl: string, schema: string): Promise<BenchInstance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-bench-'));
  const decoded = decodeConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    INSTANCES: `bench:fi:${BENCH_TIME_ZONE}`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: 'warn',
  });
  if (isLeft(decoded)) throw new Error(decoded.left.join('\n'));
  const config = decoded.right;
  const settings = { ...config.instances[0]!, schema };
  const shared = {
    logger: pino({ level: 'warn' }),
    clock: new SystemClock(),
    passwordHasher: new Argon2PasswordHasher(),
  };
  const { container, close } = await openComposedInstance(config, settings, shared, config.jwtSecret!);
  return {
    container,
    knex: container.get<KnexDatabase>(KNEX_DATABASE).knex,
    close: async () => {
      await close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
