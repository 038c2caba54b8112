import { EventEmitter } from 'node:events';
import type { Clock } from '../../application/ports/clock.port';
import type { Cache } from '../../application/ports/cache.port';
import { deliver } from '../system/deliver-message';

interface Entry {
  value: string;
  expiresAt: number | null;
}

/**
 * The embedded default for a single process: the same behaviour as Redis, kept in a Map. Expired entries
 * are dropped when read, and swept now and then so that counters of one-off keys do not pile up.
 */
export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly channels = new EventEmitter();
  private writesSinceSweep = 0;

  constructor(private readonly clock: Clock) {
    this.channels.setMaxListeners(0);
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.write(key, { value, expiresAt: ttlMs === undefined ? null : this.now() + Math.max(1, ttlMs) });
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    await this.set(key, value, ttlMs);
    return true;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async increment(key: string, ttlMs: number, by = 1): Promise<number> {
    const entry = this.live(key);
    const value = (entry ? Number(entry.value) : 0) + by;
    this.write(key, { value: String(value), expiresAt: entry?.expiresAt ?? this.now() + Math.max(1, ttlMs) });
    return value;
  }

  async ttl(key: string): Promise<number | null> {
    const entry = this.live(key);
    return entry?.expiresAt == null ? null : entry.expiresAt - this.now();
  }

  async publish(channel: string, message: string): Promise<void> {
    // Delivered on a later tick, as over a network: a publisher never runs its own listeners synchronously.
    setImmediate(() => this.channels.emit(channel, message));
  }

  async subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>> {
    const safe = (message: string) => deliver(listener, message);
    this.channels.on(channel, safe);
    return async () => {
      this.channels.off(channel, safe);
    };
  }

  async ping(): Promise<void> {}

  private now(): number {
    return this.clock.now().getTime();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private write(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    if (++this.writesSinceSweep >= 1_000) this.sweep();
  }

  private sweep(): void {
    this.writesSinceSweep = 0;
    const now = this.now();
    for (const [key, entry] of this.entries)
      if (entry.expiresAt !== null && entry.expiresAt <= now) this.entries.delete(key);
  }
}
