/**
 * Several real server processes of one instance, as a scaled-out deployment runs them (DESIGN 3): the same
 * JWT secret, one PostgreSQL schema and one Redis key prefix, named for this run and removed by `stop()`.
 * For the tests of what processes share only through PostgreSQL and Redis.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { apiCaller, type Answer, type ApiCaller } from './api-client';
import { deleteRedisPrefix, dropSchema, testDatabase, testRedis, uniqueTestName } from './infrastructure';
import { stopOnExit } from './own-engines';
import { bootstrapAdminIn, freePort, startProcess, waitUntilServing, type Started } from './server-process';

/** The password the bootstrap admin's forced first change sets. */
export const ADMIN_PASSWORD = 'Vaihdettu1!';

export interface SharedEngines {
  /** TEST_DATABASE_URL (or a container's): the processes make their schema in it. */
  databaseUrl: string;
  redisUrl: string;
}

export interface ClusterProcess {
  port: number;
  /** http://127.0.0.1:<port>, this process alone. */
  origin: string;
  /** The instance's API on this process alone. */
  api: ApiCaller;
  started: Started;
}

export interface ServerCluster {
  slug: string;
  /** The instance's schema in the shared database. */
  schema: string;
  engines: SharedEngines;
  processes: ClusterProcess[];
  /** The bootstrap admin's name and one-time password, from whichever process created the account. */
  admin: { username: string; password: string };
  /** Stops the processes still running (SIGTERM), then removes the schema, the keys and the data folder. */
  stop(): Promise<void>;
}

/**
 * The shared PostgreSQL and Redis, or undefined when this machine has neither (the caller then pends the
 * suite; under CI=true their absence already failed in testDatabase/testRedis).
 */
export async function sharedEngines(): Promise<SharedEngines | undefined> {
  const databaseUrl = (await testDatabase()).url;
  const redisUrl = (await testRedis())?.url;
  return databaseUrl && redisUrl ? { databaseUrl, redisUrl } : undefined;
}

const running = (started: Started) => started.child.exitCode === null && started.child.signalCode === null;

/**
 * Starts `count` processes of one new instance at once, as replicas start together in production: they
 * queue on the migration lock and one of them creates the admin. `env` is added to every process's.
 */
export async function startServerCluster(
  engines: SharedEngines,
  count: number,
  env: Record<string, string> = {},
): Promise<ServerCluster> {
  // A slug of this run's own (slugs have at most 20 characters), so that its schema and keys are too.
  const slug = uniqueTestName('test').replace(/_/g, '-').toLowerCase().slice(0, 20);
  const schema = `wordgame_${slug.replace(/-/g, '_')}`;
  // Shared by every process, as the uploads volume is in production.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-cluster-'));
  const shared = {
    DATABASE_URL: engines.databaseUrl,
    REDIS_URL: engines.redisUrl,
    INSTANCES: `${slug}:fi`,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('base64'),
    ...env,
  };
  const processes: ClusterProcess[] = [];
  // A test process that dies before its `after` hook must not leave servers behind on their ports.
  const forget = stopOnExit(() => {
    for (const { started } of processes) if (running(started)) started.child.kill('SIGKILL');
  });
  const stop = async () => {
    for (const { started } of processes) if (running(started)) started.child.kill('SIGTERM');
    await Promise.all(processes.map(({ started }) => started.exited));
    forget();
    await dropSchema(engines.databaseUrl, schema);
    await deleteRedisPrefix(engines.redisUrl, `wordgame:${slug}:`);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const started = startProcess({ ...shared, PORT: String(port) });
      processes.push({ port, origin, api: apiCaller(origin, slug), started });
    }
    // Every wait settles before a failure is thrown: none is left polling a process `stop` ends.
    const serving = await Promise.allSettled(
      processes.map(({ origin, started }) => waitUntilServing(`${origin}/${slug}/api/config`, started)),
    );
    const failed = serving.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const admins = processes.map(({ started }) => bootstrapAdminIn(started.output())).filter(Boolean);
    if (admins.length !== 1) {
      const logs = processes.map(({ started }) => started.output()).join('\n---\n');
      throw new Error(`${admins.length} processes logged a bootstrap admin, not one:\n${logs}`);
    }
    return { slug, schema, engines, processes, admin: admins[0]!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs the bootstrap admin in through `api`, makes the forced first password change, answers a token. */
export async function signInAdmin(api: ApiCaller, admin: ServerCluster['admin']): Promise<string> {
  const first = await api.post('/auth/login', admin);
  expect(first.status, JSON.stringify(first.body)).to.equal(200);
  const changed = await api.put('/auth/password', { newPassword: ADMIN_PASSWORD }, first.body.token);
  expect(changed.status, JSON.stringify(changed.body)).to.equal(200);
  const login = await api.post('/auth/login', { username: admin.username, password: ADMIN_PASSWORD });
  expect(login.status, JSON.stringify(login.body)).to.equal(200);
  return login.body.token;
}

/** A short pause between polls, so that a slow change does not spend a process's gameplay rate limit. */
const POLL_MS = 10;

/**
 * Polls until `probe` sees the expected answer (a change made on one process reaching another), failing
 * when `ms` pass first.
 */
export async function seenWithin(
  ms: number,
  what: string,
  probe: () => Promise<Answer>,
  seen: (answer: Answer) => boolean,
): Promise<void> {
  const deadline = Date.now() + ms;
  let last = await probe();
  while (!seen(last)) {
    if (Date.now() > deadline)
      throw new Error(`${what} not seen within ${ms} ms; last: ${JSON.stringify(last.body)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    last = await probe();
  }
}
