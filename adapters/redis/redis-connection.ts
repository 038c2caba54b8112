import { Redis } from 'ioredis';

/** One client per process, shared by the instances (their keys are prefixed). Fails fast instead of queueing forever. */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    connectTimeout: 5_000,
    lazyConnect: false,
  });
}
