import type { Knex } from 'knex';
import { migrationSource } from './migrations';

/**
 * Creates the instance's schema when missing and brings it to the latest migration; safe on every start.
 * On PostgreSQL, replicas starting together queue on an advisory lock held by a connection of their own:
 * the lock dies with its session, so a process killed mid-migration never blocks the next start (knex's
 * own lock table would stay locked). PGlite serves a single process and needs no lock.
 */
export async function migrateToLatest(knex: Knex, schema: string): Promise<string[]> {
  const migrate = async () => {
    await knex.raw('create schema if not exists ??', [schema]);
    const [, applied] = (await knex.migrate.latest({ migrationSource, schemaName: schema })) as [
      number,
      string[],
    ];
    return applied;
  };
  if (knex.client.config.client !== 'pg') return migrate();

  const connection = await knex.client.acquireConnection();
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [`migrate:${schema}`]);
    // Holding the lock, no other process is migrating: a lock row left set by a crashed run is stale.
    await knex.raw('create schema if not exists ??', [schema]);
    await knex.migrate.forceFreeMigrationsLock({ migrationSource, schemaName: schema });
    return await migrate();
  } finally {
    await connection.query('select pg_advisory_unlock(hashtext($1))', [`migrate:${schema}`]).catch(() => {});
    await knex.client.releaseConnection(connection);
  }
}
