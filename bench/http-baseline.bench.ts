// How much each layer of a request costs, as a ratio to the cheapest answer the server gives (/healthz),
// measured in the same run on the same machine: absolute numbers on a shared machine mean little.
//   npm run bench
// Requests are bounded (count and time) and go to 127.0.0.1 only.
import 'reflect-metadata';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isLeft } from 'fp-ts/Either';
import { pino } from 'pino';
import { decodeConfig } from '../config/app-config';
import { startServer } from '../config/server';

const REQUESTS = 2_000;
const CONCURRENCY = 16;

async function measure(url: string, expectedStatus: number): Promise<{ perSecond: number; p95Ms: number }> {
  const durations: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== expectedStatus) throw new Error(`${url} answered ${response.status}`);
      durations.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return { perSecond: REQUESTS / seconds, p95Ms: durations[Math.floor(durations.length * 0.95)]! };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-bench-'));
const distDir = path.join(dataDir, 'dist');
await mkdir(distDir);
await writeFile(
  path.join(distDir, 'index.html'),
  '<html lang="fi"><head><meta name="app-instance" content="" /></head></html>',
);
const decoded = decodeConfig({ DATA_DIR: dataDir, INSTANCES: 'fi', HOST: '127.0.0.1', PORT: '1' });
if (isLeft(decoded)) throw new Error(decoded.left.join());
const server = await startServer(
  { ...decoded.right, port: 0 },
  { logger: pino({ level: 'silent' }), distDir },
);

try {
  const targets: Record<string, [string, number]> = {
    'GET /healthz (baseline)': ['/healthz', 200],
    'GET /fi/api/config': ['/fi/api/config', 200],
    'GET /readyz (database + cache)': ['/readyz', 200],
    'GET /fi/ (SPA page)': ['/fi/', 200],
    'GET /fi/api/missing (404 JSON)': ['/fi/api/missing', 404],
  };
  const results: Record<string, { perSecond: number; p95Ms: number }> = {};
  // The first round only warms the JIT and the connection pool; the second is the one reported.
  for (const round of ['warm-up', 'measured']) {
    for (const [name, [route, status]] of Object.entries(targets)) {
      const result = await measure(`${server.url}${route}`, status);
      if (round === 'measured') results[name] = result;
    }
  }
  const baseline = results['GET /healthz (baseline)']!;
  console.log(`${REQUESTS} requests each, ${CONCURRENCY} at a time, embedded defaults\n`);
  console.log(
    'endpoint'.padEnd(34),
    'req/s'.padStart(8),
    'p95 ms'.padStart(8),
    'cost vs baseline'.padStart(18),
  );
  for (const [name, { perSecond, p95Ms }] of Object.entries(results)) {
    const ratio = baseline.perSecond / perSecond;
    console.log(
      name.padEnd(34),
      perSecond.toFixed(0).padStart(8),
      p95Ms.toFixed(1).padStart(8),
      `${ratio.toFixed(2)}x`.padStart(18),
    );
  }
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
