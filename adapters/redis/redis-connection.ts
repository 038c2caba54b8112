import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * One client per process, shared by the instances (their keys are prefixed). Connection trouble goes to the
 * log as JSON (ioredis would otherwise print its own lines); start-up waits for a first answer, so a wrong
 * REDIS_URL stops the server instead of leaving it half-started.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, lazyConnect: true });
  let lastLogged = '';
  redis.on('error', (error: Error) => {
    // A dead server repeats the same error on every reconnect attempt; once is enough.
    if (error.message !== lastLogged) logger.error({ err: error }, 'redis connection error');
    lastLogged = error.message;
  });
  redis.on('ready', () => {
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
