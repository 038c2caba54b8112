import type { UnitOfWork } from '../../../application/ports/unit-of-work.port';

/** A fake store that can take part in a fake transaction. */
export interface Snapshotting {
  snapshot(): unknown;
  restore(snapshot: unknown): void;
}

/** All-or-nothing over in-memory fakes: a failing unit of work puts every enlisted store back as it was. */
export class FakeUnitOfWork implements UnitOfWork {
  private depth = 0;

  constructor(private readonly stores: Snapshotting[]) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.depth > 0) return work();
    const snapshots = this.stores.map((store) => store.snapshot());
    this.depth++;
    try {
      return await work();
    } catch (error) {
      this.stores.forEach((store, i) => store.restore(snapshots[i]));
      throw error;
    } finally {
      this.depth--;
    }
  }
}
