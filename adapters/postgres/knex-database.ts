import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../application/ports/unit-of-work.port';

/**
 * One instance's database. Repositories ask `db()` for the executor: inside a unit of work that is the
 * transaction carried by AsyncLocalStorage, so use cases never pass transactions around by hand.
 */
export class KnexDatabase implements UnitOfWork {
  private readonly current = new AsyncLocalStorage<Knex.Transaction>();

  constructor(readonly knex: Knex) {}

  db(): Knex | Knex.Transaction {
    return this.current.getStore() ?? this.knex;
  }

  /** Nested calls join the outer transaction instead of opening a second one (PGlite has one connection). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    return this.knex.transaction((trx) => this.current.run(trx, work));
  }

  async ping(): Promise<void> {
    await this.knex.raw('select 1');
  }

  async close(): Promise<void> {
    await this.knex.destroy();
  }
}
