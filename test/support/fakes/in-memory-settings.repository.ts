import type { SettingsRepository } from '../../../application/ports/settings.repository';
import type { Snapshotting } from './fake-unit-of-work';

export class InMemorySettingsRepository implements SettingsRepository, Snapshotting {
  private values = new Map<string, string>();

  async all(): Promise<Record<string, unknown>> {
    return Object.fromEntries([...this.values].map(([name, value]) => [name, JSON.parse(value)]));
  }

  async get(name: string): Promise<unknown | undefined> {
    const value = this.values.get(name);
    return value === undefined ? undefined : JSON.parse(value);
  }

  // Stored as JSON text, like the jsonb column: a caller never shares an object with the store.
  async put(name: string, value: unknown): Promise<void> {
    this.values.set(name, JSON.stringify(value));
  }

  // One event loop and no real transactions: there is nothing to hold off (see FakeUnitOfWork).
  async lockForChange(): Promise<void> {}

  snapshot(): unknown {
    return new Map(this.values);
  }

  restore(snapshot: unknown): void {
    this.values = new Map(snapshot as Map<string, string>);
  }
}
