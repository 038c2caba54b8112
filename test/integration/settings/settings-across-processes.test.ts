import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import knexFactory from 'knex';
import { apiCaller, type Answer, type ApiCaller } from '../../support/api-client';
import {
  deleteRedisPrefix,
  pendingWithoutInfrastructure,
  testDatabase,
  testRedis,
  uniqueTestName,
} from '../../support/infrastructure';
import { freePort, startProcess, waitUntilServing, type Started } from '../../support/server-process';

// DESIGN 3 and 11: processes behind a load balancer share one PostgreSQL and one Redis, so a switch an admin
// turns on one process holds on every other within a second. Two real server processes on a database made
// for this run; the admin works on A, players arrive at B.

/** How long a switch turned on A may take to hold on B. */
const PROPAGATION_MS = 1_000;
/** A short pause between polls, so that a slow change does not spend B's gameplay rate limit. */
const POLL_MS = 10;
const NEW_PASSWORD = 'Vaihdettu1!';

/** Runs SQL on the test server's maintenance connection (the database named in TEST_DATABASE_URL). */
async function onServer(url: string, sql: string, bindings: string[]): Promise<void> {
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    await knex.raw(sql, bindings);
  } finally {
    await knex.destroy();
  }
}

/** The bootstrap admin's name and one-time password, as the first start logs them (JSON lines). */
function bootstrapAdminOf(log: string): { username: string; initialPassword: string } {
  for (const line of log.split('\n')) {
    if (!line.includes('initialPassword')) continue;
    const { username, initialPassword } = JSON.parse(line) as Record<string, string>;
    if (username && initialPassword) return { username, initialPassword };
  }
  throw new Error(`no bootstrap admin in the log:\n${log}`);
}

/** Polls until `probe` sees the expected answer, failing when the deadline passes first. */
async function within(ms: number, what: string, probe: () => Promise<Answer>, seen: (a: Answer) => boolean) {
  const deadline = Date.now() + ms;
  let last = await probe();
  while (!seen(last)) {
    if (Date.now() > deadline)
      throw new Error(`${what} not seen within ${ms} ms; last: ${JSON.stringify(last.body)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    last = await probe();
  }
}

const code = (expected: string) => (answer: Answer) =>
  answer.status === 403 && answer.body?.code === expected;
const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

describe('Integration | Settings | System switches across server processes', function () {
  this.timeout(120_000);
  const processes: Started[] = [];
  let a: ApiCaller;
  let b: ApiCaller;
  let adminToken = '';
  let today = '';
  let cleanup = async () => {};

  before(async function () {
    const serverUrl = (await testDatabase()).url;
    const redis = (await testRedis())?.url;
    // Two processes share settings only through PostgreSQL and Redis.
    if (!serverUrl || !redis) return pendingWithoutInfrastructure(this, 'Redis and PostgreSQL');
    const databaseName = uniqueTestName('test_switches');
    // The slug keeps this run's Redis keys (wordgame:<slug>:) apart from every other run's.
    const slug = uniqueTestName('test').replace(/_/g, '-').toLowerCase().slice(0, 20);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-switches-'));
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${databaseName}`;
    await onServer(serverUrl, 'create database ??', [databaseName]);
    cleanup = async () => {
      await onServer(serverUrl, 'drop database if exists ?? with (force)', [databaseName]);
      await deleteRedisPrefix(redis, `wordgame:${slug}:`);
      await rm(dataDir, { recursive: true, force: true });
    };
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redis,
      INSTANCES: `${slug}:fi`,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      JWT_SECRET: randomBytes(32).toString('base64'),
    };
    const callers: ApiCaller[] = [];
    // One after the other: the first migrates, seeds today's game and makes the admin; the second finds them.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const started = startProcess({ ...env, PORT: String(port) });
      processes.push(started);
      await waitUntilServing(`http://127.0.0.1:${port}/${slug}/api/config`, started);
      callers.push(apiCaller(`http://127.0.0.1:${port}`, slug));
    }
    [a, b] = callers as [ApiCaller, ApiCaller];

    // The bootstrap admin signs in on A and makes the forced password change before anything else.
    const { username, initialPassword } = bootstrapAdminOf(processes[0]!.output());
    const first = await a.post('/auth/login', { username, password: initialPassword });
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    const changed = await a.put('/auth/password', { newPassword: NEW_PASSWORD }, first.body.token);
    expect(changed.status, JSON.stringify(changed.body)).to.equal(200);
    const login = await a.post('/auth/login', { username, password: NEW_PASSWORD });
    expect(login.status, JSON.stringify(login.body)).to.equal(200);
    adminToken = login.body.token;
    today = (await b.get('/game/daily')).body.today;
  });

  after(async () => {
    for (const started of processes) {
      if (started.child.exitCode === null) started.child.kill('SIGTERM');
      await started.exited;
    }
    await cleanup();
  });

  const turnOnA = async (switches: Record<string, boolean>) => {
    const saved = await a.put('/manage/system/settings', switches, adminToken);
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    expect(saved.body).to.include(switches);
  };

  /** A guest B has never seen starts today's game: a new start, never the finishing of an old one. */
  const newGuestStartsOnB = () =>
    b.post('/game/guest/session', { gameDate: today }, undefined, {
      'X-Guest-ID': `guest_${randomBytes(12).toString('hex')}`,
    });
  const registersOnB = () =>
    b.post('/auth/register', { username: `p${randomBytes(6).toString('hex')}`, password: NEW_PASSWORD });

  it('given the daily game turned off on A, then B refuses a new start of today within a second, and allows it within a second of turning it on', async () => {
    // B has read (and cached) the settings with the daily game on: the change must reach past that.
    expect((await newGuestStartsOnB()).status).to.equal(200);
    await turnOnA({ dailyEnabled: false });
    await within(PROPAGATION_MS, 'DAILY_DISABLED on B', newGuestStartsOnB, code('DAILY_DISABLED'));
    await turnOnA({ dailyEnabled: true });
    await within(PROPAGATION_MS, "today's start on B", newGuestStartsOnB, ok);
  });

  it('given registration closed on A, then B refuses registration within a second, and registers again within a second of opening it', async () => {
    expect((await registersOnB()).status).to.equal(201);
    await turnOnA({ registrationEnabled: false });
    await within(PROPAGATION_MS, 'REGISTRATION_DISABLED on B', registersOnB, code('REGISTRATION_DISABLED'));
    await turnOnA({ registrationEnabled: true });
    await within(PROPAGATION_MS, 'registration on B', registersOnB, ok);
  });

  it('given guest play turned off on A, then B refuses a guest today within a second, and lets guests play within a second of turning it on', async () => {
    expect((await newGuestStartsOnB()).status).to.equal(200);
    await turnOnA({ showGuestPlayButton: false });
    await within(PROPAGATION_MS, 'GUEST_PLAY_DISABLED on B', newGuestStartsOnB, code('GUEST_PLAY_DISABLED'));
    await turnOnA({ showGuestPlayButton: true });
    await within(PROPAGATION_MS, 'a guest start on B', newGuestStartsOnB, ok);
  });
});
