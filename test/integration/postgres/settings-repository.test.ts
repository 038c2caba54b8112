import { KnexDatabase } from '../../../adapters/postgres/knex-database';
import { connectPglite, connectPostgres } from '../../../adapters/postgres/knex-connection';
import { migrateToLatest } from '../../../adapters/postgres/migrate';
import { PostgresSettingsRepository } from '../../../adapters/postgres/postgres-settings.repository';
import { settingsRepositoryContract } from '../../support/contracts/settings-repository.contract';
import { sharedDatabase } from '../../support/shared-database';
import {
  dropSchema,
  pendingWithoutInfrastructure,
  testDatabase,
  uniqueTestName,
} from '../../support/infrastructure';

/** The repository on the file's one database of an engine; each test empties it. */
const settingsOn = (database: KnexDatabase) => ({
  settings: new PostgresSettingsRepository(database),
  unitOfWork: database,
  close: async () => {
    await database.knex('system_settings').delete();
  },
});

const onPostgres = sharedDatabase(async () => {
  const { url } = await testDatabase();
  const schema = uniqueTestName('test_settings');
  const knex = connectPostgres(url!, schema, 2);
  await migrateToLatest(knex, schema);
  return { knex, drop: () => dropSchema(url!, schema) };
});

settingsRepositoryContract('PostgreSQL', async (context) => {
  if (!(await testDatabase()).url) return pendingWithoutInfrastructure(context, 'PostgreSQL server');
  return settingsOn(await onPostgres(context));
});

const onPglite = sharedDatabase(async () => {
  const knex = await connectPglite(undefined, 'test_settings');
  await migrateToLatest(knex, 'test_settings');
  return { knex, drop: async () => {} };
});

settingsRepositoryContract('PGlite (embedded)', async (context) => settingsOn(await onPglite(context)));
