import { Redis } from 'ioredis';
import type { Cache } from '../../application/ports/cache.port';
import { deliver } from '../system/deliver-message';

// INCRBY and the first expiry in one step, so a crash between the two can never leave a counter without a TTL.
const INCREMENT_WITH_TTL = `
local value = redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return value`;

/**
 * The shared cache of a scaled-out deployment. Every key and channel carries the instance prefix; keys are
 * prefixed here rather than with ioredis' keyPrefix because that option does not apply to channels.
 */
export class RedisCache implements Cache {
  private subscriber: Redis | undefined;
  private readonly listeners = new Map<string, Set<(message: string) => void>>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs === undefined) await this.redis.set(this.prefix + key, value);
    else await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const answer = await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX');
    return answer === 'OK';
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async increment(key: string, ttlMs: number, by = 1): Promise<number> {
    const value = await this.redis.eval(
      INCREMENT_WITH_TTL,
      1,
      this.prefix + key,
      by,
      Math.max(1, Math.round(ttlMs)),
    );
    return Number(value);
  }

  async ttl(key: string): Promise<number | null> {
    const ms = await this.redis.pttl(this.prefix + key);
    return ms < 0 ? null : ms;
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.redis.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>> {
    const subscriber = this.subscriberConnection();
    const name = this.prefix + channel;
    let set = this.listeners.get(name);
    if (!set) {
      // Registered before the network round trip, so a second subscriber arriving meanwhile joins this set.
      set = new Set();
      this.listeners.set(name, set);
      try {
        await subscriber.subscribe(name);
      } catch (error) {
        // Not subscribed (Redis away, or no answer in time): nothing may stay registered as if it were.
        if (this.listeners.get(name) === set) this.listeners.delete(name);
        throw error;
      }
    }
    set.add(listener);
    const listeners = set;
    return async () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.listeners.get(name) === listeners) {
        this.listeners.delete(name);
        await subscriber.unsubscribe(name);
      }
    };
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /**
   * A connection in subscriber mode can send nothing else, so it is a second one, opened on first use. It
   * has the same deadlines, but queues its first SUBSCRIBE until it is connected (within the command
   * timeout); after a reconnection ioredis subscribes it again by itself.
   */
  private subscriberConnection(): Redis {
    if (!this.subscriber) {
      this.subscriber = this.redis.duplicate({ enableOfflineQueue: true });
      // The main connection logs the same trouble; without a listener ioredis would print its own lines.
      this.subscriber.on('error', () => {});
      this.subscriber.on('message', (name: string, message: string) => {
        for (const listener of this.listeners.get(name) ?? []) deliver(listener, message);
      });
    }
    return this.subscriber;
  }
}
