// The paths everyone takes when the day turns, each as a ratio to what the platform allows, measured in the
// same run on the same machine (absolute numbers on a shared machine mean little):
//   npm run bench:hot [-- --seconds 3 --rounds 3 --skip-embedded]
// The real server (compiled as production runs it: build/server.mjs, a process of its own) on PostgreSQL + Redis (DATABASE_URL, REDIS_URL)
// with two instances, measured on the second as `/en/` is in a default installation; a bare Koa app
// answering JSON (a process of its own); a plain pg Pool(10) doing BEGIN, upsert, SELECT FOR UPDATE, COMMIT.
// autocannon drives each at 50 connections; the median of the rounds is reported, with the CPU time the
// answering process spent per request. Then the idle RSS of the server in PostgreSQL mode and in the
// embedded default (PGlite, the default two instances). Exits 1 on a missed target.
// Everything listens on 127.0.0.1. The bench works in schemas and Redis keys of its own (wordgame_hotfi,
// wordgame_hoten, wordgame_hot_baseline; wordgame:hotfi:*, wordgame:hoten:*), dropped before and after.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  buildServerIfStale,
  SERVER_BUNDLE,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
} from '../scripts/build-server.mjs';
import { DEFAULT_DATABASE_URL } from './support/bench-instance';
import { freePort, startChild, type ChildServer } from './support/child-server';
import {
  memoryPasses,
  printMemory,
  printThroughput,
  throughputPasses,
  type HotRow,
  type MemoryRow,
} from './support/hot-report';
import { checkSelectionRequest, dropBenchData, todayOf } from './support/hot-requests';
import { drive, driveBareTransactions, median, type Throughput } from './support/load';

const TARGET = { daily: 0.5, config: 0.7, checkSelection: 0.5, postgresRssMb: 120, embeddedRssMb: 300 };
const CONNECTIONS = 50;
const SLUGS = ['hotfi', 'hoten'] as const;
/** The instance measured: the second, as `/en/` is in the default installation. */
const API = `/${SLUGS[1]}/api`;
const BASELINE_SCHEMA = 'wordgame_hot_baseline';
const BASELINE_TABLE = `${BASELINE_SCHEMA}.sessions`;
/**
 * Idle means this long without a request since the server answered its first: V8 gives back what start-up
 * left behind (compiling every module, migrating, seeding) only some 10-25 s after it goes quiet. The idle
 * servers wait while the throughput is measured; their RSS 3 s after start is shown beside, for information.
 */
const IDLE_MS = 40_000;
const JUST_STARTED_MS = 3_000;

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    'skip-embedded': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const schemas = [...SLUGS.map((slug) => `wordgame_${slug}`), BASELINE_SCHEMA];
const cachePrefixes = SLUGS.map((slug) => `wordgame:${slug}:`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-hot-'));
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const redis = new Redis(redisUrl);
const started: ChildServer[] = [];
const log = (name: string) => path.join(dataDir, `${name}.log`);
const start = async (args: string[], env: Record<string, string>, ready: string, name: string) => {
  const child = await startChild(args, env, await freePort(), ready, log(name));
  started.push(child);
  return child;
};
const stop = async (child: ChildServer) => {
  await child.stop();
  started.splice(started.indexOf(child), 1);
};
/** A server left idle: its RSS just after start now, its idle RSS once IDLE_MS have passed. */
const idling = async (server: ChildServer) => {
  const since = performance.now();
  await sleep(JUST_STARTED_MS);
  const justStarted = await server.rssMb();
  return {
    justStarted,
    idle: async () => {
      await sleep(Math.max(0, IDLE_MS - (performance.now() - since)));
      return server.rssMb();
    },
  };
};

// What production runs: the compiled server (scripts/build-server.mjs), built now if its sources changed.
await buildServerIfStale();
const SERVER = [...SERVER_NODE_FLAGS, SERVER_BUNDLE];
const postgresEnv = {
  ...SERVER_ENV,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  SMTP_URL: '',
  INSTANCES: `${SLUGS[0]}:fi,${SLUGS[1]}:en`,
  DATA_DIR: path.join(dataDir, 'postgres-mode'),
  JWT_SECRET: randomBytes(48).toString('base64url'),
  // The load comes from one address: its X-Forwarded-For spreads the writes over addresses.
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'info',
};
// The embedded default: PGlite and the in-process cache, the default two instances (fi, en).
const embeddedEnv = {
  ...SERVER_ENV,
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: '',
  DATA_DIR: path.join(dataDir, 'embedded'),
  LOG_LEVEL: 'warn',
};

const throughput: HotRow[] = [];
const memory: MemoryRow[] = [];
try {
  await dropBenchData(pool, redis, schemas, cachePrefixes);
  await pool.query(`create schema ${BASELINE_SCHEMA}`);
  await pool.query(`create table ${BASELINE_TABLE} (id text primary key, player text not null, state jsonb)`);

  // First starts migrate, seed today's game and create the embedded databases; measured are later starts.
  await stop(await start(SERVER, postgresEnv, `${API}/config`, 'postgres-first'));
  let embeddedIdle: ReturnType<typeof idling> | undefined;
  if (!values['skip-embedded']) {
    const first = await start(SERVER, embeddedEnv, '/en/api/config', 'embedded-first');
    memory.push({ name: 'embedded, first start, 3 s (info)', rssMb: (await idling(first)).justStarted });
    await stop(first);
    embeddedIdle = idling(await start(SERVER, embeddedEnv, '/en/api/config', 'embedded'));
  }
  // Its twin on the same schemas, left idle while the other takes the load.
  const postgresIdle = idling(await start(SERVER, postgresEnv, `${API}/config`, 'postgres-idle'));
  const server = await start(SERVER, postgresEnv, `${API}/config`, 'postgres');
  const bare = await start(['bench/support/bare-koa.server.ts'], {}, '/', 'bare');
  const checkSelection = checkSelectionRequest(API, await todayOf(`${server.url}${API}`));

  const paths: Record<string, (seconds: number) => Promise<Throughput>> = {
    bare: (s) => drive({ url: `${bare.url}/`, connections: CONNECTIONS, seconds: s, server: bare }),
    daily: (s) =>
      drive({ url: `${server.url}${API}/game/daily`, connections: CONNECTIONS, seconds: s, server }),
    config: (s) => drive({ url: `${server.url}${API}/config`, connections: CONNECTIONS, seconds: s, server }),
    transactions: (s) => driveBareTransactions(pool, BASELINE_TABLE, CONNECTIONS, s),
    checkSelection: (s) =>
      drive({ url: server.url, connections: CONNECTIONS, seconds: s, request: checkSelection, server }),
  };
  // One unrecorded second of each warms the JIT, the pools and the caches; then the rounds interleave the
  // paths with their baselines, so that a noisy moment of the machine touches both.
  for (const run of Object.values(paths)) await run(1);
  const runs = new Map<string, Throughput[]>(Object.keys(paths).map((name) => [name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const [name, run] of Object.entries(paths)) runs.get(name)!.push(await run(seconds));
    console.error(`round ${round}/${rounds} done`);
  }
  const medianOf = (name: string): Throughput => {
    const all = runs.get(name)!;
    const cpu = all.flatMap((r) => (r.cpuUsPerRequest === undefined ? [] : [r.cpuUsPerRequest]));
    return {
      perSecond: median(all.map((r) => r.perSecond)),
      p99Ms: median(all.map((r) => r.p99Ms)),
      failures: all.reduce((sum, r) => sum + r.failures, 0),
      ...(cpu.length === 0 ? {} : { cpuUsPerRequest: median(cpu) }),
    };
  };
  const bareKoa = { baselineName: 'bare Koa JSON', baseline: medianOf('bare') };
  throughput.push(
    {
      name: `GET ${API}/game/daily (guest)`,
      measured: medianOf('daily'),
      ...bareKoa,
      targetRatio: TARGET.daily,
    },
    { name: `GET ${API}/config`, measured: medianOf('config'), ...bareKoa, targetRatio: TARGET.config },
    {
      name: 'POST /game/guest/check-selection',
      measured: medianOf('checkSelection'),
      baselineName: 'pg Pool(10) upsert+lock tx',
      baseline: medianOf('transactions'),
      targetRatio: TARGET.checkSelection,
    },
  );

  const postgres = await postgresIdle;
  memory.push(
    { name: 'PostgreSQL mode, 3 s after start (info)', rssMb: postgres.justStarted },
    {
      name: 'PostgreSQL mode, idle (2 instances)',
      rssMb: await postgres.idle(),
      ceilingMb: TARGET.postgresRssMb,
    },
    { name: 'PostgreSQL mode, after the load (info)', rssMb: await server.rssMb() },
  );
  if (embeddedIdle) {
    const embedded = await embeddedIdle;
    memory.push(
      { name: 'embedded, 3 s after start (info)', rssMb: embedded.justStarted },
      {
        name: 'embedded default, idle (2 instances)',
        rssMb: await embedded.idle(),
        ceilingMb: TARGET.embeddedRssMb,
      },
    );
  }
} finally {
  await Promise.allSettled(started.map((child) => child.stop()));
  await dropBenchData(pool, redis, schemas, cachePrefixes).catch((error: unknown) =>
    console.error('cleanup:', error),
  );
  await pool.end();
  redis.disconnect();
  await rm(dataDir, { recursive: true, force: true });
}

const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(
  `\n${CONNECTIONS} connections, ${seconds} s per run, median of ${rounds} rounds; ${os.cpus().length} CPUs, load average ${load}\n`,
);
printThroughput(throughput);
console.log(`\nidle: ${IDLE_MS / 1000} s without a request since the server first answered`);
printMemory(memory);
const passed = throughput.every(throughputPasses) && memory.every(memoryPasses);
process.exitCode = passed ? 0 : 1;
