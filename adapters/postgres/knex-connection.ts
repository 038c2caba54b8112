import { mkdir } from 'node:fs/promises';
import v8 from 'node:v8';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { ReconnectingPgClient } from './reconnecting-pg-client';

// DATE columns stay 'YYYY-MM-DD' strings: a game date is a calendar day, never a moment in some zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// COUNT(*) and BIGINT sums fit comfortably in a double for this game's sizes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** Where knex's own warnings go (a pool closed under a waiting caller, a deprecation): the server's log. */
export interface DatabaseLog {
  warn(message: string): void;
}

/** knex writes its warnings to the console unless given a logger: a server's go into its own log. */
const knexLogger = (log: DatabaseLog | undefined): Knex.Logger | undefined =>
  log && {
    warn: (message) => log.warn(String(message)),
    error: (message) => log.warn(String(message)),
    deprecate: (method, alternative) => log.warn(`${method} is deprecated: use ${alternative}`),
    debug: () => undefined,
  };

/**
 * A pool on a PostgreSQL server, confined to one instance's schema. Its client rides out a lost connection
 * (see ReconnectingPgClient).
 */
export function connectPostgres(url: string, schema: string, poolMax = 10, log?: DatabaseLog): Knex {
  return knexFactory({
    client: ReconnectingPgClient,
    connection: url,
    searchPath: [schema],
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 10_000,
    log: knexLogger(log),
  });
}

type ClientConstructor = new (config: Knex.Config) => {
  processResponse(obj: unknown, runner: unknown): unknown;
};

/**
 * knex-pglite names a delete's result 'DEL' where knex expects 'DELETE', so knex would answer the raw
 * result instead of the number of rows deleted. Renaming the method fixes it for every delete. Loaded only
 * for the embedded database: with DATABASE_URL set, PGlite (and its WebAssembly build) stays unloaded.
 */
async function pgliteClient(): Promise<typeof Knex.Client> {
  const { default: ClientPgLite } = await import('knex-pglite');
  class PgliteClient extends (ClientPgLite as unknown as ClientConstructor) {
    override processResponse(obj: { method?: string }, runner: unknown): unknown {
      return super.processResponse(obj.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
    }
  }
  return PgliteClient as unknown as typeof Knex.Client;
}

/**
 * PostgreSQL's shared buffers in PGlite: its default (128 MB and more, in the WebAssembly memory of every
 * instance) made each embedded instance cost about 250 MB. A game's working set is a few MB, and the files
 * under it stay in the operating system's cache. PGlite has one connection, so it needs few backend slots.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'max_connections=5'];

/**
 * PGlite itself, persisted in `directory` (in memory when undefined), with this project's settings and
 * parsers; `loadDataDir` fills a new directory from a tarball of `dumpDataDir` (see pglite-archive.ts).
 */
export async function openPglite(directory: string | undefined, loadDataDir?: Blob) {
  if (directory) await mkdir(directory, { recursive: true });
  // PostgreSQL's WebAssembly compiled by V8's baseline compiler (Liftoff) only: the optimizing tier's code
  // for it cost about 30 MB per instance once warm, and for a game's small queries the baseline code did
  // as well (it spends no time recompiling). Process-wide, but nothing else here is WebAssembly; set before
  // the first PGlite module is compiled, as V8 reads it when it compiles.
  v8.setFlagsFromString('--liftoff-only');
  const { PGlite, types } = await import('@electric-sql/pglite');
  // PGlite's own start parameters, which `startParams` replaces, plus ours; without them (another
  // version), its defaults as they are.
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  // The same 'YYYY-MM-DD' and number conventions as the pg driver above. One options object: PGlite drops
  // the options of `new PGlite(undefined, options)`, which left an in-memory database answering Dates.
  const pglite = new PGlite({
    dataDir: directory,
    parsers: { [types.DATE]: (value: string) => value, [types.INT8]: (value: string) => Number(value) },
    ...(defaults ? { startParams: [...defaults, ...PGLITE_SETTINGS] } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  // Ready before knex asks for its connection: a first start creates the database, which on a busy machine
  // took longer than the acquire timeout below and stopped the start.
  await pglite.waitReady;
  return pglite;
}

/**
 * The embedded default: PostgreSQL compiled to WebAssembly, persisted in `directory` (in memory when
 * undefined). PGlite has one connection, so each instance gets a database directory of its own.
 */
export async function connectPglite(
  directory: string | undefined,
  schema: string,
  log?: DatabaseLog,
): Promise<Knex> {
  const pglite = await openPglite(directory);
  return knexFactory({
    log: knexLogger(log),
    client: await pgliteClient(),
    dialect: 'postgres',
    connection: () => ({ pglite }),
    searchPath: [schema],
    // One connection: a caller waiting longer than this is stuck behind a transaction, not slow.
    acquireConnectionTimeout: 10_000,
  } as Knex.Config);
}
