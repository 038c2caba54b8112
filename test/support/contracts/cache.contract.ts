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

/** Subscribes (awaiting the subscription itself) and hands back the first message to arrive. */
async function firstMessage(cache: Cache, channel: string) {
  let received!: (message: string) => void;
  const message = new Promise<string>((resolve) => (received = resolve));
  const stop = await cache.subscribe(channel, (text) => received(text));
  return { message, stop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

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
      await fixture.cache.set('short', 'x', 400);
      const ttl = await fixture.cache.ttl('short');
      expect(ttl).to.be.within(1, 400);
      await fixture.advance(600);
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
      // Windows wide enough that a loaded CI machine cannot blur them: 600 ms, checked at 200 and 800.
      expect(await fixture.cache.increment('window', 600, 3)).to.equal(3);
      await fixture.advance(200);
      expect(await fixture.cache.increment('window', 600)).to.equal(4);
      await fixture.advance(600);
      expect(await fixture.cache.increment('window', 600)).to.equal(1);
    });

    it('given a subscriber in another view, when a message is published, then it arrives', async () => {
      const { message, stop } = await firstMessage(fixture.peer, 'invalidate');
      await fixture.cache.publish('invalidate', 'settings');
      expect(await message).to.equal('settings');
      await stop();
    });

    it('given two subscribers joining one channel at once, then both hear it, and one leaving keeps the other', async () => {
      const [first, second] = await Promise.all([
        firstMessage(fixture.peer, 'shared'),
        firstMessage(fixture.peer, 'shared'),
      ]);
      await fixture.cache.publish('shared', 'one');
      expect([await first.message, await second.message]).to.deep.equal(['one', 'one']);
      await first.stop();
      const heard: string[] = [];
      const third = await fixture.peer.subscribe('shared', (message) => heard.push(message));
      await fixture.cache.publish('shared', 'two');
      await settle();
      expect(heard).to.deep.equal(['two']);
      await Promise.all([second.stop(), third()]);
    });

    it('given a subscriber that throws, then the others still hear the message', async () => {
      const failing = await fixture.peer.subscribe('fragile', () => {
        throw new Error('listener bug');
      });
      const { message, stop } = await firstMessage(fixture.peer, 'fragile');
      const quiet = console.error;
      console.error = () => {};
      try {
        await fixture.cache.publish('fragile', 'still delivered');
        expect(await message).to.equal('still delivered');
      } finally {
        console.error = quiet;
        await Promise.all([failing(), stop()]);
      }
    });

    it('given an unsubscribed listener, when a message is published, then it is not called', async () => {
      const heard: string[] = [];
      const stop = await fixture.peer.subscribe('quiet', (message) => heard.push(message));
      await stop();
      await fixture.cache.publish('quiet', 'hello');
      await settle();
      expect(heard).to.deep.equal([]);
    });

    it('answers ping', async () => {
      await fixture.cache.ping();
    });
  });
}
