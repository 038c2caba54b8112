import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import { markNeverSent } from './connection-loss';
import { plainSelect, type FixedStatement } from './fixed-statement';
import { retryLostConnection } from './transaction-retry';

// knex's own PostgreSQL client, which the 'pg' client name stands for (knex-pglite extends it the same way).
const ClientPg = createRequire(import.meta.url)('knex/lib/dialects/postgres/index.js') as typeof Knex.Client;

interface Statement {
  /** A query builder's verb: 'select', 'first', 'pluck', 'insert', 'update', 'del'... */
  _method?: unknown;
  /** A raw statement's text. */
  sql?: unknown;
}

interface Runner {
  run(): Promise<unknown>;
}

const READING_METHODS = new Set(['select', 'first', 'pluck']);

/** Only reads: a query builder's select, or raw SQL that is a plain SELECT. */
function readsOnly(statement: Statement): boolean {
  if (typeof statement._method === 'string') return READING_METHODS.has(statement._method);
  return typeof statement.sql === 'string' && plainSelect(statement.sql);
}

/**
 * knex's PostgreSQL client, made to ride out a lost connection (a restart, a failover): a statement run
 * outside a transaction runs once more on a fresh connection when it only reads or never reached the
 * server, and otherwise fails as StoreUnavailable (503) instead of a driver error answered 500. A
 * transaction's statements are left to the unit of work, which retries the whole transaction or nothing.
 * Connections the server ended while idle in the pool are already dropped by knex when next taken.
 */
export class ReconnectingPgClient extends ClientPg {
  constructor(config: Knex.Config) {
    // Named as the client it extends: code that asks which engine it runs on (the migrations' advisory
    // lock is for PostgreSQL only, not PGlite) must still see 'pg'.
    super({ ...config, client: 'pg' });
  }

  override async acquireConnection(): Promise<unknown> {
    try {
      return await super.acquireConnection();
    } catch (error) {
      markNeverSent(error);
      throw error;
    }
  }

  override runner(builder: Statement): Runner {
    const runner = super.runner(builder) as Runner;
    // knex runs a transaction's statements through a client derived from this one, marked `transacting`.
    if ((this as { transacting?: boolean }).transacting) return runner;
    // Each attempt on a runner of its own, which takes a connection of its own from the pool.
    const attempt = () => (super.runner(builder) as Runner).run();
    runner.run = () => retryLostConnection(attempt, readsOnly(builder));
    return runner;
  }

  /**
   * A fixed statement outside a transaction, prepared on its connection (node-postgres keeps it by name),
   * riding out a lost connection as `runner` does. The pool's connections already have the schema's
   * search path, set when knex opened them.
   */
  async runFixed<Row>(statement: FixedStatement, values: readonly unknown[]): Promise<Row[]> {
    const attempt = async () => {
      const connection = (await this.acquireConnection()) as PreparingConnection<Row>;
      try {
        return (await connection.query({ name: statement.name, text: statement.numbered, values })).rows;
      } finally {
        await this.releaseConnection(connection);
      }
    };
    return retryLostConnection(attempt, statement.readsOnly);
  }
}

/** What `runFixed` asks of a pooled node-postgres client. */
interface PreparingConnection<Row> {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: Row[] }>;
}
