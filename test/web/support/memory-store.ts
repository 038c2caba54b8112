import type { KeyValueStore } from '../../../web/src/lib/api/environment';

/** localStorage in a Map; `failing` makes every call throw, like storage in a locked-down browser. */
export class MemoryStore implements KeyValueStore {
  readonly values = new Map<string, string>();
  failing = false;

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  getItem(key: string): string | null {
    if (this.failing) throw new Error('storage disabled');
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.failing) throw new Error('storage disabled');
    this.values.set(key, value);
  }

  removeItem(key: string): void {
    if (this.failing) throw new Error('storage disabled');
    this.values.delete(key);
  }
}
