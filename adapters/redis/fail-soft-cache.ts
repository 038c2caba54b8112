import { StoreUnavailable } from '../../application/errors/store-unavailable';
import type { Cache } from '../../application/ports/cache.port';
import type { Logger } from '../../application/ports/logger.port';

/**
 * After a failure the shared cache is left alone this long: a frozen Redis would otherwise cost every call
 * its command timeout. Then the next call tries it again.
 */
const RETRY_AFTER_FAILURE_MS = 1_000;

/**
 * The shared cache (Redis) as the application uses it: its trouble costs a cache miss, never the request.
 * While Redis is away (stopped, or frozen past the client's command timeout), a read is a miss that goes to
 * the store, a write or a delete is dropped, and a counter counts in this process, as the rate limits then
 * do. Every entry the application writes has a short TTL, which bounds what may be stale once Redis is back
 * (at most the message of the day's five minutes). Subscribing cannot be degraded: it fails as
 * StoreUnavailable (503). `ping` tells the truth, so that readiness shows the outage.
 */
export class FailSoftCache implements Cache {
  private retryAt = 0;

  constructor(
    private readonly shared: Cache,
    /** This process's own counters, for `increment` while the shared cache is away. */
    private readonly local: Cache,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Promise<string | null> {
    return this.softly(
      'get',
      () => this.shared.get(key),
      async () => null,
    );
  }

  set(key: string, value: string, ttlMs?: number): Promise<void> {
    return this.softly(
      'set',
      () => this.shared.set(key, value, ttlMs),
      async () => {},
    );
  }

  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    return this.softly(
      'setIfAbsent',
      () => this.shared.setIfAbsent(key, value, ttlMs),
      async () => false,
    );
  }

  delete(key: string): Promise<void> {
    return this.softly(
      'delete',
      () => this.shared.delete(key),
      async () => {},
    );
  }

  increment(key: string, ttlMs: number, by?: number): Promise<number> {
    return this.softly(
      'increment',
      () => this.shared.increment(key, ttlMs, by),
      () => this.local.increment(key, ttlMs, by),
    );
  }

  ttl(key: string): Promise<number | null> {
    return this.softly(
      'ttl',
      () => this.shared.ttl(key),
      async () => null,
    );
  }

  /** Other processes cannot hear it while Redis is away, whatever this one does. */
  publish(channel: string, message: string): Promise<void> {
    return this.softly(
      'publish',
      () => this.shared.publish(channel, message),
      async () => {},
    );
  }

  async subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>> {
    try {
      return await this.shared.subscribe(channel, listener);
    } catch (error) {
      throw new StoreUnavailable('cache', error);
    }
  }

  ping(): Promise<void> {
    return this.shared.ping();
  }

  private async softly<T>(operation: string, work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (this.now() < this.retryAt) return fallback();
    try {
      const value = await work();
      if (this.retryAt > 0) this.logger.info({ operation }, 'shared cache answers again');
      this.retryAt = 0;
      return value;
    } catch (error) {
      // Logged once per outage, not once per call.
      if (this.retryAt === 0)
        this.logger.warn({ err: error, operation }, 'shared cache unavailable: serving without it');
      this.retryAt = this.now() + RETRY_AFTER_FAILURE_MS;
      return fallback();
    }
  }
}
