import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import knexFactory from 'knex';
import { addDays } from '../../../domain/game/calendar';
import { apiCaller, type Answer, type ApiCaller } from '../../support/api-client';
import {
  deleteRedisPrefix,
  pendingWithoutInfrastructure,
  testDatabase,
  testRedis,
  uniqueTestName,
} from '../../support/infrastructure';
import { aPuzzle } from '../../support/manage-api';
import { freePort, startProcess, waitUntilServing, type Started } from '../../support/server-process';

// Every process keeps the day's game it read (application/gameplay/published-games.ts), so that a whole
// country opening the game at midnight costs the database one read per process. A manager's change must
// still reach every process at once: two real server processes on PostgreSQL and Redis, the manager
// works on A, players read on B, whose copy the change must drop over the cache's channel.

/** How long a change made on A may take to be served by B. */
const PROPAGATION_MS = 1_000;
const POLL_MS = 10;
const NEW_PASSWORD = 'Vaihdettu1!';

async function onServer(url: string, sql: string, bindings: string[]): Promise<void> {
  const knex = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    await knex.raw(sql, bindings);
  } finally {
    await knex.destroy();
  }
}

function bootstrapAdminOf(log: string): { username: string; initialPassword: string } {
  for (const line of log.split('\n')) {
    if (!line.includes('initialPassword')) continue;
    const { username, initialPassword } = JSON.parse(line) as Record<string, string>;
    if (username && initialPassword) return { username, initialPassword };
  }
  throw new Error(`no bootstrap admin in the log:\n${log}`);
}

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

describe("Integration | Games | A manager's change reaches the game every process serves", function () {
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
    if (!serverUrl || !redis) return pendingWithoutInfrastructure(this, 'Redis and PostgreSQL');
    const databaseName = uniqueTestName('test_games_kept');
    const slug = uniqueTestName('test').replace(/_/g, '-').toLowerCase().slice(0, 20);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-games-kept-'));
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
    // One after the other: the first migrates, publishes the sample days around today and makes the admin.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const started = startProcess({ ...env, PORT: String(port) });
      processes.push(started);
      await waitUntilServing(`http://127.0.0.1:${port}/${slug}/api/config`, started);
      callers.push(apiCaller(`http://127.0.0.1:${port}`, slug));
    }
    [a, b] = callers as [ApiCaller, ApiCaller];

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

  /** The published game of a date as the control panel on A lists it (nobody has played these). */
  const gameOn = async (date: string): Promise<{ _id: string; version: number }> => {
    const listed = await a.get('/manage/games/status/published?limit=50', adminToken);
    expect(listed.status, JSON.stringify(listed.body)).to.equal(200);
    const game = (listed.body.games as { _id: string; date: string; version: number }[]).find(
      (candidate) => candidate.date === date,
    );
    if (!game) throw new Error(`no published game on ${date}`);
    return game;
  };

  it("given today's game served by B, when its words are edited on A, then B serves the new words within a second", async () => {
    const before = (await b.get('/game/daily')).body.gridLayout as string[][];
    // Read twice: the second answer is the copy B keeps.
    expect((await b.get('/game/daily')).body.gridLayout).to.deep.equal(before);
    const puzzle = aPuzzle('kept');
    const game = await gameOn(today);

    const edited = await a.put(
      `/manage/games/${game._id}/words`,
      { categories: puzzle, version: game.version },
      adminToken,
    );
    expect(edited.status, JSON.stringify(edited.body)).to.equal(200);

    const newWords = puzzle.flatMap((category) => category.words).sort();
    await within(
      PROPAGATION_MS,
      "the edited words of today's game on B",
      () => b.get('/game/daily'),
      (answer) =>
        answer.status === 200 &&
        JSON.stringify((answer.body.gridLayout as string[][]).flat().sort()) === JSON.stringify(newWords),
    );
  });

  it("given yesterday's game served by B, when it is deleted on A, then B answers that there is none within a second", async () => {
    const yesterday = addDays(today, -1);
    expect((await b.get(`/game/daily/${yesterday}`)).status).to.equal(200);
    expect((await b.get(`/game/daily/${yesterday}`)).status).to.equal(200);
    const game = await gameOn(yesterday);

    const deleted = await a.delete(`/manage/games/${game._id}?version=${game.version}`, adminToken);
    expect(deleted.status, JSON.stringify(deleted.body)).to.equal(200);

    await within(
      PROPAGATION_MS,
      "yesterday's game gone on B",
      () => b.get(`/game/daily/${yesterday}`),
      (answer) => answer.status === 404 && answer.body?.code === 'GAME_NOT_FOUND',
    );
  });
});
