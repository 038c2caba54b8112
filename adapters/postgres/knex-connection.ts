import { mkdir } from 'node:fs/promises';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { ReconnectingPgClient } from './reconnecting-pg-client';

// DATE columns stay 'YYYY-MM-DD' strings: a game date is a calendar day, never a moment in some zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// COUNT(*) and BIGINT sums fit comfortably in a double for this game's sizes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/**
 * A pool on a PostgreSQL server, confined to one instance's schema. Its client rides out a lost connection
 * (see ReconnectingPgClient).
 */
export function connectPostgres(url: string, schema: string, poolMax = 10): Knex {
  return knexFactory({
    client: ReconnectingPgClient,
    connection: url,
    searchPath: [schema],
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
  });
}

type ClientConstructor = new (config: Knex.Config) => {
  processResponse(obj: unknown, runner: unknown): unknown;
};

/**
 * knex-pglite names a delete's result 'DEL' where knex expects 'DELETE', so knex would answer the raw
 * result instead of the number of rows deleted. Renaming the method fixes it for every delete.
 */
class PgliteClient extends (ClientPgLite as unknown as ClientConstructor) {
  override processResponse(obj: { method?: string }, runner: unknown): unknown {
    return super.processResponse(obj.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
  }
}

/**
 * The embedded default: PostgreSQL compiled to WebAssembly, persisted in `directory` (in memory when
 * undefined). PGlite has one connection, so each instance gets a database directory of its own.
 */
export async function connectPglite(directory: string | undefined, schema: string): Promise<Knex> {
  if (directory) await mkdir(directory, { recursive: true });
  const { PGlite, types } = await import('@electric-sql/pglite');
  // The same 'YYYY-MM-DD' and number conventions as the pg driver above. One options object: PGlite drops
  // the options of `new PGlite(undefined, options)`, which left an in-memory database answering Dates.
  const pglite = new PGlite({
    dataDir: directory,
    parsers: { [types.DATE]: (value: string) => value, [types.INT8]: (value: string) => Number(value) },
  });
  return knexFactory({
    client: PgliteClient as unknown as typeof Knex.Client,
    dialect: 'postgres',
    connection: () => ({ pglite }),
    searchPath: [schema],
    // One connection: a caller waiting longer than this is stuck behind a transaction, not slow.
    acquireConnectionTimeout: 10_000,
  } as Knex.Config);
}
