import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isLeft } from 'fp-ts/Either';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { pino } from 'pino';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { SystemClock } from '../../adapters/system/system-clock';
import { decodeConfig } from '../../config/app-config';
import { openComposedInstance } from '../../config/compose-instance';
import { parseInstances } from '../../config/instances';
import { FakePasswordHasher } from './fakes/fake-password-hasher';
import { dropSchema, testDatabase } from './infrastructure';

// One instance composed as the server composes it, without the server (so no worker runs unless a test
// starts one), on the test PostgreSQL when there is one (else PGlite in the data folder). Its slug names a
// schema of its own, so a server process started on the same DATABASE_URL and INSTANCES shares its data.

export interface EmailInstance {
  readonly slug: string;
  /** The INSTANCES value naming it (Finnish). */
  readonly instances: string;
  /** Its PostgreSQL schema. */
  readonly schema: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly container: Container;
  readonly knex: Knex;
  /** `count` users with addresses, verified or not; answers their ids and addresses. */
  users(count: number, verified: boolean): Promise<{ id: string; email: string }[]>;
  close(): Promise<void>;
}

export async function openEmailInstance(env: Record<string, string> = {}): Promise<EmailInstance> {
  const { url } = await testDatabase();
  const slug = `test-mail-${randomBytes(3).toString('hex')}`;
  const instances = `${slug}:fi`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-mail-'));
  const decoded = decodeConfig({
    DATA_DIR: dataDir,
    INSTANCES: instances,
    LOG_LEVEL: 'silent',
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  if (isLeft(decoded)) throw new Error(decoded.left.join('; '));
  const settings = parseInstances(instances);
  if (isLeft(settings)) throw new Error(settings.left);
  const instance = settings.right[0]!;
  const composed = await openComposedInstance(
    decoded.right,
    instance,
    { logger: pino({ level: 'silent' }), clock: new SystemClock(), passwordHasher: new FakePasswordHasher() },
    'a'.repeat(32),
  );
  const knex = composed.container.get<KnexDatabase>(KNEX_DATABASE).knex;
  let made = 0;
  return {
    slug,
    instances,
    schema: instance.schema,
    dataDir,
    databaseUrl: url,
    container: composed.container,
    knex,
    async users(count, verified) {
      const rows = Array.from({ length: count }, () => {
        const name = `p${++made}_${randomBytes(3).toString('hex')}`;
        return { id: randomUUID(), username: name, email: `${name}@example.test`, email_verified: verified };
      });
      for (let i = 0; i < rows.length; i += 500) {
        await knex('users').insert(rows.slice(i, i + 500).map((row) => ({ ...row, password_hash: 'x' })));
      }
      return rows.map((row) => ({ id: row.id, email: row.email }));
    },
    async close() {
      await composed.close();
      if (url) await dropSchema(url, instance.schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
