import type { Knex } from 'knex';
import { migrationSource } from './migrations';

const ATTEMPTS = 5;

async function migrateOnce(knex: Knex, schema: string): Promise<string[]> {
  await knex.raw('create schema if not exists ??', [schema]);
  const [, applied] = (await knex.migrate.latest({ migrationSource, schemaName: schema })) as [
    number,
    string[],
  ];
  return applied;
}

/**
 * Creates the instance's schema when missing and brings it to the latest migration; safe on every start.
 * Replicas starting together race to create the schema and knex's lock table; the loser of such a race gets
 * an error, waits, and finds the work done (or the lock free) on its next attempt.
 */
export async function migrateToLatest(knex: Knex, schema: string): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(knex, schema);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt + Math.random() * 300));
    }
  }
}
