// Everything the client needs from its surroundings is passed in, so the same code runs in the browser
// (window, localStorage) and under mocha in Node (fakes). Only globals Node 20 also has appear here.

/** localStorage's shape; any of the three may throw (private mode, quota, disabled storage). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Milliseconds since the epoch, like Date.now. */
export interface Clock {
  now(): number;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Failures the client swallows on purpose (migration, settings, logout) still leave a trace here. */
export interface ApiLogger {
  warn(message: string, context?: unknown): void;
}

export const systemClock: Clock = { now: () => Date.now() };

export const globalTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Crypto-backed, because a guessable guest id would let someone play under another guest's name. */
export const cryptoRandom = (): number => {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return (word[0] ?? 0) / 2 ** 32;
};

export const consoleLogger: ApiLogger = { warn: (message, context) => console.warn(message, context) };

/**
 * Storage that never throws: a browser that refuses storage must still let the player play, only without
 * remembering anything across page loads.
 */
export function safeStore(store: KeyValueStore): KeyValueStore {
  return {
    getItem: (key) => {
      try {
        return store.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        store.setItem(key, value);
      } catch {
        // Not persisted: the value is lost on reload, nothing more.
      }
    },
    removeItem: (key) => {
      try {
        store.removeItem(key);
      } catch {
        // Nothing to undo: a store that cannot be written holds nothing of ours.
      }
    },
  };
}
