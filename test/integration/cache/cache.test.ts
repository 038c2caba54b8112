import { Redis } from 'ioredis';
import { MemoryCache } from '../../../adapters/memory/memory-cache';
import { RedisCache } from '../../../adapters/redis/redis-cache';
import { cacheContract } from '../../support/contracts/cache.contract';
import { FakeClock } from '../../support/fake-clock';
import {
  deleteRedisPrefix,
  pendingWithoutInfrastructure,
  testRedis,
  uniqueTestName,
} from '../../support/infrastructure';

cacheContract('Redis', async (context) => {
  const target = await testRedis();
  if (!target) return pendingWithoutInfrastructure(context, 'Redis server');
  const prefix = `${uniqueTestName('wordgame_test')}:`;
  const [one, two] = [new Redis(target.url), new Redis(target.url)];
  const cache = new RedisCache(one, prefix);
  const peer = new RedisCache(two, prefix);
  return {
    cache,
    peer,
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    close: async () => {
      await Promise.all([cache.close(), peer.close()]);
      one.disconnect();
      two.disconnect();
      await deleteRedisPrefix(target.url, prefix);
    },
  };
});

cacheContract('in-process memory (embedded default)', async () => {
  const clock = new FakeClock();
  const cache = new MemoryCache(clock);
  return {
    cache,
    // One process has one store: its "other view" is the same object.
    peer: cache,
    advance: async (ms) => clock.advance(ms),
    close: async () => {},
  };
});
