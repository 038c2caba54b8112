import { expect } from 'chai';
import { Redis } from 'ioredis';
import { MemoryCache } from '../../../adapters/memory/memory-cache';
import { RedisCache } from '../../../adapters/redis/redis-cache';
import type { Cache } from '../../../application/ports/cache.port';
import { FakeClock } from '../../support/fake-clock';
import {
  deleteRedisPrefix,
  pendingWithoutInfrastructure,
  testRedis,
  uniqueTestName,
} from '../../support/infrastructure';

interface Fixture {
  cache: Cache;
  /** Another process's view of the same store. */
  peer: Cache;
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
}

// Cache.setIfAbsent, the reader's half of the settings' freshness (GetPublicSettings), on both adapters.
function setIfAbsentContract(name: string, open: (context: Mocha.Context) => Promise<Fixture>): void {
  describe(`Contract | Cache | setIfAbsent | ${name}`, () => {
    let fixture: Fixture;

    beforeEach(async function () {
      fixture = await open(this);
    });

    afterEach(async () => {
      await fixture?.close();
    });

    it('given no value, then it stores one with the TTL and answers true', async () => {
      expect(await fixture.cache.setIfAbsent('k', 'first', 60_000)).to.equal(true);
      expect(await fixture.peer.get('k')).to.equal('first');
      expect(await fixture.cache.ttl('k')).to.be.within(50_000, 60_000);
    });

    it('given a value, then it leaves it alone and answers false', async () => {
      await fixture.peer.set('k', 'newer', 60_000);
      expect(await fixture.cache.setIfAbsent('k', 'older', 60_000)).to.equal(false);
      expect(await fixture.cache.get('k')).to.equal('newer');
    });

    it('given an expired value, then the key is free again', async () => {
      await fixture.cache.set('k', 'old', 200);
      await fixture.advance(400);
      expect(await fixture.peer.setIfAbsent('k', 'new', 60_000)).to.equal(true);
      expect(await fixture.cache.get('k')).to.equal('new');
    });

    it('given two views racing for an empty key, then exactly one wins', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? fixture.cache : fixture.peer).setIfAbsent('race', `v${i}`, 60_000),
        ),
      );
      expect(results.filter(Boolean)).to.have.length(1);
    });
  });
}

setIfAbsentContract('Redis', async (context) => {
  const target = await testRedis();
  if (!target) return pendingWithoutInfrastructure(context, 'Redis server');
  const prefix = `${uniqueTestName('wordgame_test')}:`;
  const [one, two] = [new Redis(target.url), new Redis(target.url)];
  return {
    cache: new RedisCache(one, prefix),
    peer: new RedisCache(two, prefix),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    close: async () => {
      one.disconnect();
      two.disconnect();
      await deleteRedisPrefix(target.url, prefix);
    },
  };
});

setIfAbsentContract('in-process memory (embedded default)', async () => {
  const clock = new FakeClock();
  const cache = new MemoryCache(clock);
  return { cache, peer: cache, advance: async (ms) => clock.advance(ms), close: async () => {} };
});
