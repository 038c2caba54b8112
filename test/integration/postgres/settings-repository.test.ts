import type { Knex } from 'knex';
import { KnexDatabase } from '../../../adapters/postgres/knex-database';
import { connectPglite, connectPostgres } from '../../../adapters/postgres/knex-connection';
import { migrateToLatest } from '../../../adapters/postgres/migrate';
import { PostgresSettingsRepository } from '../../../adapters/postgres/postgres-settings.repository';
import { settingsRepositoryContract } from '../../support/contracts/settings-repository.contract';
import {
  dropSchema,
  pendingWithoutInfrastructure,
  testDatabase,
  uniqueTestName,
} from '../../support/infrastructure';

// One migrated database per engine for the whole file (PGlite takes seconds to start); each test empties it.
function sharedDatabase(open: () => Promise<{ knex: Knex; drop: () => Promise<void> }>) {
  let opened: Promise<{ database: KnexDatabase; drop: () => Promise<void> }> | undefined;
  after(async () => {
    if (!opened) return;
    const { database, drop } = await opened;
    await database.close();
    await drop();
  });
  return async () => {
    opened ??= open().then(({ knex, drop }) => ({ database: new KnexDatabase(knex), drop }));
    const { database } = await opened;
    return {
      settings: new PostgresSettingsRepository(database),
      unitOfWork: database,
      close: async () => {
        await database.knex('system_settings').delete();
      },
    };
  };
}

const onPostgres = sharedDatabase(async () => {
  const { url } = await testDatabase();
  const schema = uniqueTestName('test_settings');
  const knex = connectPostgres(url!, schema, 2);
  await migrateToLatest(knex, schema);
  return { knex, drop: () => dropSchema(url!, schema) };
});

settingsRepositoryContract('PostgreSQL', async (context) => {
  if (!(await testDatabase()).url) return pendingWithoutInfrastructure(context, 'PostgreSQL server');
  return onPostgres();
});

settingsRepositoryContract(
  'PGlite (embedded)',
  sharedDatabase(async () => {
    const knex = await connectPglite(undefined, 'test_settings');
    await migrateToLatest(knex, 'test_settings');
    return { knex, drop: async () => {} };
  }),
);
