import type { Knex } from 'knex';
import { migrationSource } from './migrations';

/** Creates the instance's schema when missing and brings it to the latest migration; safe to run on every start. */
export async function migrateToLatest(knex: Knex, schema: string): Promise<string[]> {
  await knex.raw('create schema if not exists ??', [schema]);
  const [, applied] = (await knex.migrate.latest({ migrationSource, schemaName: schema })) as [number, string[]];
  return applied;
}
