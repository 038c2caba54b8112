import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import { StoreUnavailable } from '../../application/errors/store-unavailable';
import type { UnitOfWork } from '../../application/ports/unit-of-work.port';
import { connectionTrouble } from './connection-loss';
import type { FixedStatement } from './fixed-statement';
import { ReconnectingPgClient } from './reconnecting-pg-client';
import { retryLostRaces } from './transaction-retry';

/** The composition binds each instance's database under this token; repositories inject it. */
export const KNEX_DATABASE = Symbol.for('KnexDatabase');

/**
 * One instance's database. Repositories ask `db()` for the executor: inside a unit of work that is the
 * transaction carried by AsyncLocalStorage, so use cases never pass transactions around by hand.
 */
export class KnexDatabase implements UnitOfWork {
  private readonly current = new AsyncLocalStorage<Knex.Transaction>();
  /** Outermost units of work under way. */
  private open = 0;

  constructor(readonly knex: Knex) {}

  db(): Knex | Knex.Transaction {
    return this.current.getStore() ?? this.knex;
  }

  /**
   * The rows of a fixed statement: prepared on a PostgreSQL server's connection outside a unit of work,
   * else through knex (a transaction's connection, or PGlite).
   */
  async rows<Row>(statement: FixedStatement, bindings: readonly Knex.Value[]): Promise<Row[]> {
    const transaction = this.current.getStore();
    if (!transaction && this.knex.client instanceof ReconnectingPgClient) {
      return this.knex.client.runFixed<Row>(statement, bindings);
    }
    const { rows } = await (transaction ?? this.knex).raw<{ rows: Row[] }>(statement.text, bindings);
    return rows;
  }

  /**
   * A nested call becomes a savepoint of the outer transaction, on the same connection (PGlite has only
   * one): if it fails, its writes are undone and the outer work may catch the error and go on.
   * The outermost call runs its work again when the transaction lost a race or its connection before the
   * commit (`retryLostRaces`); a savepoint is not retried by itself, as the locks of its transaction are
   * still held.
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const outer = this.current.getStore();
    if (outer) return outer.transaction((trx) => this.current.run(trx, work));
    return this.whileOpen(() => retryLostRaces(() => this.transactOnce(work)));
  }

  /**
   * While AsyncLocalStorage is enabled, Node runs promise hooks on every promise of the process, the reads
   * that take no transaction included. `run` enables it; it is disabled again when the last unit of work
   * under way ends (none then holds a transaction to find), so reads between writes go without the hooks.
   */
  private async whileOpen<T>(unit: () => Promise<T>): Promise<T> {
    this.open++;
    try {
      return await unit();
    } finally {
      if (--this.open === 0) this.current.disable();
    }
  }

  /**
   * One run of the work in a transaction. A connection lost once the work is done was lost during the
   * COMMIT, which the server may or may not have applied: that transaction must never run again, so it
   * fails as StoreUnavailable (503) at once.
   */
  private async transactOnce<T>(work: () => Promise<T>): Promise<T> {
    let committing = false;
    try {
      return await this.knex.transaction(async (trx) => {
        const result = await this.current.run(trx, work);
        committing = true;
        return result;
      });
    } catch (error) {
      if (committing && connectionTrouble(error)) throw new StoreUnavailable('database', error);
      throw error;
    }
  }

  async ping(): Promise<void> {
    await this.knex.raw('select 1');
  }

  async close(): Promise<void> {
    await this.knex.destroy();
  }
}
