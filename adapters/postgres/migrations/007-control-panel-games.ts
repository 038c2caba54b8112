import type { Knex } from 'knex';

// The control panel's games (DESIGN 11): drafts and edits with a version for optimistic concurrency, the
// categories bank with where each entry was used, and the audit trail of every administrative change.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('games', (table) => {
    table.integer('version').notNullable().defaultTo(1);
    table.uuid('updated_by').references('users.id').onDelete('SET NULL');
  });
  // Reordering swaps dates inside one transaction: the uniqueness is checked at its end, not per row.
  await knex.raw('alter table games drop constraint games_game_date_unique');
  await knex.raw(
    'alter table games add constraint games_game_date_unique unique (game_date) deferrable initially immediate',
  );

  await knex.schema.createTable('category_bank', (table) => {
    table.uuid('id').primary();
    table.text('name').notNullable();
    table.jsonb('words').notNullable();
    table.text('extra_word').notNullable();
    table.text('color');
    // The author players see ("by walker2"): the editor who wrote it, or the player who suggested it.
    table.text('author').notNullable().defaultTo('');
    table.text('source').notNullable();
    table.uuid('suggestion_id').references('category_suggestions.id').onDelete('SET NULL');
    table.uuid('created_by').references('users.id').onDelete('SET NULL');
    // Name and words without case or accents (domain/puzzles/search-key.ts): the same on PGlite, no extension.
    table.text('search_text').notNullable();
    table.integer('version').notNullable().defaultTo(1);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['created_at']);
    table.index(['suggestion_id']);
  });
  await knex.raw(
    "alter table category_bank add constraint category_bank_source check (source in ('admin', 'suggestion'))",
  );

  await knex.schema.alterTable('categories', (table) => {
    table.uuid('bank_category_id').references('category_bank.id').onDelete('SET NULL');
    table.index(['bank_category_id']);
  });

  await knex.schema.createTable('audit_log', (table) => {
    table.uuid('id').primary();
    table.timestamp('at', { useTz: true }).notNullable();
    table.uuid('actor_id').references('users.id').onDelete('SET NULL');
    // Kept as written at the time: the record still says who it was after the account is gone.
    table.text('actor_name').notNullable();
    table.text('action').notNullable();
    table.text('entity').notNullable();
    table.text('entity_id');
    table.jsonb('before');
    table.jsonb('after');
    table.index(['at']);
    table.index(['entity', 'entity_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
  await knex.schema.alterTable('categories', (table) => table.dropColumn('bank_category_id'));
  await knex.schema.dropTable('category_bank');
  await knex.raw('alter table games drop constraint games_game_date_unique');
  await knex.raw('alter table games add constraint games_game_date_unique unique (game_date)');
  await knex.schema.alterTable('games', (table) => {
    table.dropColumn('version');
    table.dropColumn('updated_by');
  });
}
