import { expect } from 'chai';
import { StoreUnavailable } from '../../../application/errors/store-unavailable';
import type { Cache } from '../../../application/ports/cache.port';
import { MemoryCache } from '../../../adapters/memory/memory-cache';
import { FailSoftCache } from '../../../adapters/redis/fail-soft-cache';
import { FakeClock } from '../../support/fake-clock';
import { RecordingLogger } from '../../support/fakes/recording-logger';
import { rejectionOf } from '../../support/rejection';

// The shared cache as the application sees it while Redis is away: a miss, a dropped write, a counter of
// this process, never a failed request; and a second of rest after a failure, so that a frozen Redis does
// not cost every call its command timeout.

/** A shared cache (in memory) that can be made to fail every call, counting the calls it was asked. */
function sharedCache(clock: FakeClock) {
  const inner = new MemoryCache(clock);
  const state = { failing: false, calls: 0 };
  const guarded = new Proxy(inner, {
    get(target, name: keyof Cache) {
      const member = target[name];
      if (typeof member !== 'function') return member;
      return async (...args: unknown[]) => {
        state.calls++;
        if (state.failing) throw new Error('Command timed out');
        return (member as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { cache: guarded as Cache, state };
}

describe('Faults | The shared cache failing softly', () => {
  const setup = () => {
    const clock = new FakeClock();
    const shared = sharedCache(clock);
    const logger = new RecordingLogger();
    const cache = new FailSoftCache(shared.cache, new MemoryCache(clock), logger, () =>
      clock.now().getTime(),
    );
    return { clock, shared, logger, cache };
  };

  it('given Redis failing, then a read is a miss, a write is dropped, a counter counts in the process, and one warning is logged', async () => {
    const { shared, logger, cache } = setup();
    await cache.set('asetukset', 'vanha', 60_000);
    shared.state.failing = true;
    expect(await cache.get('asetukset')).to.equal(null);
    await cache.set('asetukset', 'uusi', 60_000);
    expect(await cache.setIfAbsent('avain', 'arvo', 60_000)).to.equal(false);
    await cache.delete('asetukset');
    await cache.publish('kanava', 'viesti');
    expect(await cache.ttl('asetukset')).to.equal(null);
    expect([await cache.increment('versio', 60_000), await cache.increment('versio', 60_000)]).to.deep.equal([
      1, 2,
    ]);
    expect(logger.entries.filter((entry) => entry.level === 'warn')).to.have.length(1);
  });

  it('given a failure, then Redis is left alone for a second, and asked again after it', async () => {
    const { clock, shared, cache } = setup();
    shared.state.failing = true;
    await cache.get('a');
    const asked = shared.state.calls;
    await cache.get('a');
    await cache.get('b');
    expect(shared.state.calls, 'during the rest').to.equal(asked);
    shared.state.failing = false;
    clock.advance(1_000);
    await cache.set('a', 'takaisin', 60_000);
    expect(await cache.get('a')).to.equal('takaisin');
  });

  it('given Redis failing, then subscribing (which cannot be degraded) fails as StoreUnavailable, answered 503', async () => {
    const { shared, cache } = setup();
    shared.state.failing = true;
    const failure = await rejectionOf(cache.subscribe('kanava', () => {}));
    expect(failure).to.be.instanceOf(StoreUnavailable);
    expect(await rejectionOf(cache.ping())).to.be.instanceOf(Error);
  });
});
