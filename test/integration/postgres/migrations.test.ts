import { expect } from 'chai';
import { connectPostgres } from '../../../adapters/postgres/knex-connection';
import { migrateToLatest } from '../../../adapters/postgres/migrate';
import * as games from '../../../adapters/postgres/migrations/003-games';
import { migrationSource } from '../../../adapters/postgres/migrations';
import {
  dropSchema,
  pendingWithoutInfrastructure,
  testDatabase,
  uniqueTestName,
} from '../../support/infrastructure';

describe('Integration | PostgreSQL migrations', () => {
  it('given two processes starting together on an empty schema, then both succeed and each migration runs once', async function () {
    const { url } = await testDatabase();
    if (!url) return pendingWithoutInfrastructure(this, 'PostgreSQL server');
    const schema = uniqueTestName('test_migrate');
    const [one, two] = [connectPostgres(url, schema, 2), connectPostgres(url, schema, 2)];
    try {
      const [first, second] = await Promise.all([migrateToLatest(one, schema), migrateToLatest(two, schema)]);
      const every = await migrationSource.getMigrations([]);
      expect(every.slice(0, 3)).to.deep.equal(['001-system-settings', '002-accounts', '003-games']);
      expect([...first, ...second]).to.deep.equal(every);
      expect(await migrateToLatest(one, schema)).to.deep.equal([]);
      const tables = await one('information_schema.tables')
        .where({ table_schema: schema })
        .pluck('table_name');
      expect(tables).to.include('system_settings');
    } finally {
      await Promise.all([one.destroy(), two.destroy()]);
      await dropSchema(url, schema);
    }
  });

  it('given a lock left set by a process that died mid-migration, then the next start still migrates', async function () {
    const { url } = await testDatabase();
    if (!url) return pendingWithoutInfrastructure(this, 'PostgreSQL server');
    const schema = uniqueTestName('test_migrate');
    const knex = connectPostgres(url, schema, 2);
    try {
      await migrateToLatest(knex, schema);
      await knex.withSchema(schema).table('knex_migrations_lock').update({ is_locked: 1 });
      // As if the process died after the lock was taken and before the last migration ran.
      await knex.withSchema(schema).table('knex_migrations').where({ name: '003-games' }).delete();
      await games.down(knex);
      expect(await migrateToLatest(knex, schema)).to.deep.equal(['003-games']);
    } finally {
      await knex.destroy();
      await dropSchema(url, schema);
    }
  });
});
