/**
 * Short-lived shared state: cached reads, rate-limit counters and invalidation messages.
 * With Redis configured it is shared by every process; keys are already scoped to one instance.
 */
export interface Cache {
  get(key: string): Promise<string | null>;
  /** Stores `value`; with `ttlMs` it disappears after that many milliseconds. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /**
   * Stores `value` for `ttlMs` only when `key` holds nothing; answers whether it did. Atomic across
   * processes: a reader filling a cache with what it read cannot overwrite a newer value a writer put.
   */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Adds `by` to a counter, creating it with `ttlMs` when absent; answers the new value. Atomic across processes. */
  increment(key: string, ttlMs: number, by?: number): Promise<number>;
  /** Milliseconds until `key` expires; null when it does not exist or never expires. */
  ttl(key: string): Promise<number | null>;
  publish(channel: string, message: string): Promise<void>;
  /** Calls `listener` for every message on `channel` until the returned function is called. */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
}

export const CACHE = Symbol.for('Cache');
