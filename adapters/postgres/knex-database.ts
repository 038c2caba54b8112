import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../application/ports/unit-of-work.port';
import { retryLostRaces } from './transaction-retry';

/** The composition binds each instance's database under this token; repositories inject it. */
export const KNEX_DATABASE = Symbol.for('KnexDatabase');

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

  /**
   * A nested call becomes a savepoint of the outer transaction, on the same connection (PGlite has only
   * one): if it fails, its writes are undone and the outer work may catch the error and go on.
   * The outermost call runs its work again when the transaction lost a race (`retryLostRaces`); a
   * savepoint is not retried by itself, as the locks of its transaction are still held.
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const outer = this.current.getStore();
    const inTransaction = (trx: Knex.Transaction) => this.current.run(trx, work);
    if (outer) return outer.transaction(inTransaction);
    return retryLostRaces(() => this.knex.transaction(inTransaction));
  }

  async ping(): Promise<void> {
    await this.knex.raw('select 1');
  }

  async close(): Promise<void> {
    await this.knex.destroy();
  }
}
