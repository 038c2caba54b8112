import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/**
 * Deadlines for every call, so that a Redis in trouble costs a fallback, never a hung request. Redis answers
 * in about a millisecond when well: a command unanswered after half a second means a frozen server or a
 * cut network, and its caller degrades instead (the cache answers a miss, the rate limits count in the
 * process). While the connection is down, commands fail at once instead of queueing for it
 * (`enableOfflineQueue: false`); one that was in flight when it dropped fails rather than being sent again
 * after the reconnection (`maxRetriesPerRequest: 0`), as a counter's increment must not count twice.
 * ioredis keeps reconnecting in the background (every 2 s at most) and serves again as soon as Redis does.
 */
const REDIS_DEADLINES: RedisOptions = {
  commandTimeout: 500,
  connectTimeout: 2_000,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
};

/**
 * One client per process, shared by the instances (their keys are prefixed). Connection trouble goes to the
 * log as JSON (ioredis would otherwise print its own lines); start-up waits for a first answer, so a wrong
 * REDIS_URL stops the server instead of leaving it half-started.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, { ...REDIS_DEADLINES, lazyConnect: true });
  let lastLogged = '';
  redis.on('error', (error: Error) => {
    // A dead server repeats the same error on every reconnect attempt; once is enough.
    if (error.message !== lastLogged) logger.error({ err: error }, 'redis connection error');
    lastLogged = error.message;
  });
  redis.on('ready', () => {
    if (lastLogged) logger.info('redis connection ready again');
    lastLogged = '';
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `REDIS_URL: no answer from Redis (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return redis;
}
