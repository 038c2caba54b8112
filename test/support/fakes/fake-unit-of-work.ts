import type { UnitOfWork } from '../../../application/ports/unit-of-work.port';

/** A fake store that can take part in a fake transaction. */
export interface Snapshotting {
  snapshot(): unknown;
  restore(snapshot: unknown): void;
}

/**
 * All-or-nothing over in-memory fakes: a failing unit of work puts every enlisted store back as it was when
 * it began, nested ones included (like a savepoint). Writes are not isolated from concurrent work: use-case
 * tests that need isolation run against PostgreSQL.
 */
export class FakeUnitOfWork implements UnitOfWork {
  constructor(private readonly stores: Snapshotting[]) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    const snapshots = this.stores.map((store) => store.snapshot());
    try {
      return await work();
    } catch (error) {
      this.stores.forEach((store, i) => store.restore(snapshots[i]));
      throw error;
    }
  }
}
