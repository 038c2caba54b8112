import type { Knex } from 'knex';

// The follow list's user search matches the start of names first (`lower(username) like 'te%'`). The
// unique index on lower(username) cannot serve LIKE outside the C collation; text_pattern_ops can.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index users_username_prefix on users (lower(username) text_pattern_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index users_username_prefix');
}
