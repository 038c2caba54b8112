import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { BROWSER_HEADERS, type LoadRun } from './load';

/** Below the gameplay limit (1,000 writes per 15 minutes and address): the limit counts, never refuses. */
const WRITES_PER_ADDRESS = 500;

/** Leaves nothing of an earlier run (or of this one): the bench's schemas and Redis keys. */
export async function dropBenchData(
  pool: pg.Pool,
  redis: Redis,
  schemas: readonly string[],
  cachePrefixes: readonly string[],
): Promise<void> {
  for (const schema of schemas) await pool.query(`drop schema if exists ${schema} cascade`);
  for (const prefix of cachePrefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
}

export interface Today {
  readonly date: string;
  /** A row of the day's grid: three words a guest may check. */
  readonly words: readonly string[];
}

/** The day's game as a guest gets it; anything but 200 stops the bench, as every figure would be wrong. */
export async function todayOf(apiUrl: string): Promise<Today> {
  const response = await fetch(`${apiUrl}/game/daily`);
  const body = (await response.json()) as { today?: string; gridLayout?: string[][] };
  if (response.status !== 200 || !body.today || !body.gridLayout)
    throw new Error(`/game/daily answered ${response.status}: ${JSON.stringify(body)}`);
  return { date: body.today, words: body.gridLayout[0]! };
}

/**
 * POST check-selection as a new guest on every request, so that each one starts a session and stores an
 * attempt (the write everyone makes when the day turns). The load comes from one address: X-Forwarded-For
 * (the server trusts its proxy) gives each few hundred requests an address of their own. One sequence for
 * the whole run: no guest id comes twice.
 */
export function checkSelectionRequest(apiPath: string, today: Today): NonNullable<LoadRun['request']> {
  const run = randomBytes(4).toString('hex');
  let sent = 0;
  return {
    method: 'POST',
    path: `${apiPath}/game/guest/check-selection`,
    body: JSON.stringify({ gameDate: today.date, selectedWords: today.words }),
    setupRequest: (request) => {
      const n = sent++;
      const address = Math.floor(n / WRITES_PER_ADDRESS);
      request.headers = {
        ...BROWSER_HEADERS,
        'content-type': 'application/json',
        'x-guest-id': `guest_hot${run}_${String(n).padStart(9, '0')}`,
        'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      };
      return request;
    },
  };
}
