// How fast the server starts and how much memory it holds, run from TypeScript through tsx (development,
// tests) and compiled (production, `npm start`: build/server.mjs), alternating, in the same run:
//   npm run bench:start [-- --rounds 3]
// Both on PostgreSQL + Redis (DATABASE_URL, REDIS_URL) in schemas of their own, migrated before the first
// measured start. Start time is from spawning the process to its first answer; RSS is read then, and again
// after IDLE_MS without a request.
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  buildServerIfStale,
  SERVER_BUNDLE,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
} from '../scripts/build-server.mjs';
import { DEFAULT_DATABASE_URL } from './support/bench-instance';
import { freePort, startChild } from './support/child-server';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const ROUNDS = Number(values.rounds);
const IDLE_MS = 20_000;
const SLUGS = ['startfi', 'starten'];
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-start-'));
const env = {
  ...SERVER_ENV,
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  SMTP_URL: '',
  INSTANCES: `${SLUGS[0]}:fi,${SLUGS[1]}:en`,
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  LOG_LEVEL: 'warn',
};
const ways = {
  'tsx (config/main.ts)': ['config/main.ts'],
  'compiled (build/server.mjs)': [...SERVER_NODE_FLAGS, SERVER_BUNDLE],
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function once(args: string[]) {
  const began = performance.now();
  const server = await startChild(
    args,
    env,
    await freePort(),
    `/${SLUGS[0]}/api/config`,
    path.join(dataDir, 'server.log'),
  );
  const startMs = performance.now() - began;
  const startedRss = await server.rssMb();
  await sleep(IDLE_MS);
  const idleRss = await server.rssMb();
  await server.stop();
  return { startMs, startedRss, idleRss };
}

const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
const dropSchemas = () =>
  pool.query(SLUGS.map((slug) => `drop schema if exists wordgame_${slug} cascade;`).join(''));
try {
  await buildServerIfStale();
  await dropSchemas();
  await once(ways['compiled (build/server.mjs)']); // migrates; not measured
  const results = new Map<string, { startMs: number; startedRss: number; idleRss: number }[]>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, args] of Object.entries(ways)) {
      results.set(name, [...(results.get(name) ?? []), await once(args)]);
    }
  }
  console.log('\nserver start, median of', ROUNDS, 'rounds (PostgreSQL mode, 2 instances)');
  console.log(
    'way'.padEnd(30),
    'start ms'.padStart(9),
    'RSS at start MB'.padStart(16),
    `RSS idle ${IDLE_MS / 1000} s MB`.padStart(18),
  );
  for (const [name, rows] of results) {
    console.log(
      name.padEnd(30),
      median(rows.map((row) => row.startMs))
        .toFixed(0)
        .padStart(9),
      median(rows.map((row) => row.startedRss))
        .toFixed(0)
        .padStart(16),
      median(rows.map((row) => row.idleRss))
        .toFixed(0)
        .padStart(18),
    );
  }
} finally {
  await dropSchemas();
  await pool.end();
}
