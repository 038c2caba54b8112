import type { Knex } from 'knex';
import { connectPglite, connectPostgres } from '../../adapters/postgres/knex-connection';
import { KnexDatabase } from '../../adapters/postgres/knex-database';
import { migrateToLatest } from '../../adapters/postgres/migrate';
import { dropSchema, testDatabase, uniqueTestName } from './infrastructure';

/**
 * One migrated database for a test file whose use cases run over the real SQL adapters (standings and
 * scoreboards are SQL; an in-memory copy of them would test the copy). PostgreSQL when TEST_DATABASE_URL
 * is set, else PGlite in memory: either way no server is needed. Every table is emptied before each test.
 */
export function useSqlDatabase(): () => KnexDatabase {
  let database: KnexDatabase | undefined;
  let drop: () => Promise<void> = async () => {};

  before(async function () {
    this.timeout(60_000);
    const { url } = await testDatabase();
    const schema = uniqueTestName('test_sql');
    let knex: Knex;
    if (url) {
      knex = connectPostgres(url, schema, 4);
      drop = () => dropSchema(url, schema);
    } else {
      knex = await connectPglite(undefined, schema);
    }
    await migrateToLatest(knex, schema);
    database = new KnexDatabase(knex);
  });

  beforeEach(async () => {
    const knex = database!.knex;
    const { rows } = await knex.raw<{ rows: { tablename: string }[] }>(
      "select tablename from pg_tables where schemaname = current_schema() and tablename not like 'knex%' and tablename <> 'system_settings'",
    );
    if (rows.length > 0) await knex.raw(`truncate ${rows.map((r) => `"${r.tablename}"`).join(', ')} cascade`);
  });

  after(async () => {
    await database?.close();
    await drop();
  });

  return () => {
    if (!database) throw new Error('useSqlDatabase: the database opens in a before hook');
    return database;
  };
}
