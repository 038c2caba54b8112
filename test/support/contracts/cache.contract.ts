import { expect } from 'chai';
import type { Cache } from '../../../application/ports/cache.port';

export interface CacheFixture {
  cache: Cache;
  /** A second view of the same store, as another process would have (same prefix, other connection). */
  peer: Cache;
  /** Moves time forward; real stores wait, fakes advance their clock. */
  advance(ms: number): Promise<void>;
  close(): Promise<void>;
}

const nextMessage = (cache: Cache, channel: string) =>
  new Promise<{ message: string; stop: Promise<() => Promise<void>> }>((resolve) => {
    const stop = cache.subscribe(channel, (message) => resolve({ message, stop }));
  });

/** The behaviour every Cache owes its callers: run against Redis and the in-memory default alike. */
export function cacheContract(
  name: string,
  makeCache: (context: Mocha.Context) => Promise<CacheFixture>,
): void {
  describe(`Contract | Cache | ${name}`, () => {
    let fixture: CacheFixture;

    beforeEach(async function () {
      fixture = await makeCache(this);
    });

    afterEach(async () => {
      await fixture?.close();
    });

    it('given a stored value, when read, then it answers the value; an unknown key answers null', async () => {
      await fixture.cache.set('greeting', 'hyvää päivää');
      expect(await fixture.cache.get('greeting')).to.equal('hyvää päivää');
      expect(await fixture.cache.get('missing')).to.equal(null);
    });

    it('given a value with a TTL, when the TTL passes, then it is gone', async () => {
      await fixture.cache.set('short', 'x', 150);
      const ttl = await fixture.cache.ttl('short');
      expect(ttl).to.be.within(1, 150);
      await fixture.advance(250);
      expect(await fixture.cache.get('short')).to.equal(null);
      expect(await fixture.cache.ttl('short')).to.equal(null);
    });

    it('given a value without a TTL, then it has no expiry', async () => {
      await fixture.cache.set('forever', 'x');
      expect(await fixture.cache.ttl('forever')).to.equal(null);
    });

    it('given a stored value, when deleted, then it is gone', async () => {
      await fixture.cache.set('gone', 'x');
      await fixture.cache.delete('gone');
      expect(await fixture.cache.get('gone')).to.equal(null);
    });

    it('given a counter, when incremented concurrently from two views, then no increment is lost', async () => {
      const calls = Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? fixture.cache : fixture.peer).increment('hits', 60_000),
      );
      const results = await Promise.all(calls);
      expect(new Set(results).size).to.equal(50);
      expect(Math.max(...results)).to.equal(50);
      expect(await fixture.peer.get('hits')).to.equal('50');
    });

    it('given a counter, then its first increment sets the window and later ones do not extend it', async () => {
      expect(await fixture.cache.increment('window', 200, 3)).to.equal(3);
      await fixture.advance(120);
      expect(await fixture.cache.increment('window', 200)).to.equal(4);
      await fixture.advance(130);
      expect(await fixture.cache.increment('window', 200)).to.equal(1);
    });

    it('given a subscriber in another view, when a message is published, then it arrives', async () => {
      const received = nextMessage(fixture.peer, 'invalidate');
      // Subscribing is asynchronous over a network; give it a moment before publishing.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await fixture.cache.publish('invalidate', 'settings');
      const { message, stop } = await received;
      expect(message).to.equal('settings');
      await (
        await stop
      )();
    });

    it('given an unsubscribed listener, when a message is published, then it is not called', async () => {
      const heard: string[] = [];
      const stop = await fixture.peer.subscribe('quiet', (message) => heard.push(message));
      await stop();
      await fixture.cache.publish('quiet', 'hello');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).to.deep.equal([]);
    });

    it('answers ping', async () => {
      await fixture.cache.ping();
    });
  });
}
