import autocannon, { type RequestSpec } from 'autocannon';
import pg from 'pg';

/** What one fixed-concurrency run gave: throughput, tail latency, and how many answers were not 2xx. */
export interface Throughput {
  readonly perSecond: number;
  readonly p99Ms: number;
  readonly failures: number;
  /**
   * CPU time the server spent per answer, in microseconds: unlike throughput, hardly moved by whatever
   * else the machine is doing. Absent where there is no server process to ask (the pg baseline).
   */
  readonly cpuUsPerRequest?: number;
}

export interface LoadRun {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  readonly request?: RequestSpec;
  /** The process that answers, whose CPU time is measured around the run. */
  readonly server?: { cpuSeconds(): Promise<number> };
}

/** What every browser sends along: the server's compression decisions are made for these requests. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Drives one path with autocannon at a fixed number of connections for a few seconds. */
export async function drive({ url, connections, seconds, request, server }: LoadRun): Promise<Throughput> {
  const cpuBefore = await server?.cpuSeconds();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers: BROWSER_HEADERS,
    ...(request ? { requests: [request] } : {}),
  });
  const cpuAfter = await server?.cpuSeconds();
  const answered = result.requests.total;
  return {
    perSecond: answered / result.duration,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && answered > 0
      ? { cpuUsPerRequest: ((cpuAfter - cpuBefore) * 1e6) / answered }
      : {}),
  };
}

/**
 * The floor for a gameplay write: what PostgreSQL itself allows for a transaction of the same shape (BEGIN,
 * an upsert of a new row, SELECT ... FOR UPDATE of it, COMMIT) from `pg.Pool(10)`, `concurrency` callers at
 * once, each transaction on a key of its own. No HTTP, no ORM, no application.
 */
export async function driveBareTransactions(
  pool: pg.Pool,
  table: string,
  concurrency: number,
  seconds: number,
): Promise<Throughput> {
  const insert = `insert into ${table} (id, player, state) values ($1, $2, '{}'::jsonb) on conflict (id) do nothing`;
  const lock = `select * from ${table} where id = $1 for update`;
  const durations: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const id = `${process.pid}-${Date.now()}-${next++}`;
      const started = performance.now();
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(insert, [id, id]);
        await client.query(lock, [id]);
        await client.query('commit');
      } finally {
        client.release();
      }
      durations.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    perSecond: durations.length / elapsed,
    p99Ms: durations[Math.floor(durations.length * 0.99)] ?? NaN,
    failures: 0,
  };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
