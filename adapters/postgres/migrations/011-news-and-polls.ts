import type { Knex } from 'knex';

// News items with polls (admin spec 3, DESIGN 11): what players and guests read, dismissed and answered.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('news_items', (table) => {
    table.uuid('id').primary();
    table.text('title').notNullable();
    table.text('content').notNullable();
    // A FileStorage key (`news/<uuid>.webp`); the file is deleted with the item.
    table.text('image_key');
    table.boolean('active').notNullable().defaultTo(true);
    table.uuid('created_by').references('users.id').onDelete('SET NULL');
    table.uuid('updated_by').references('users.id').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
  // Items written in the same instant (a frozen test clock) keep the order they were written in.
  await knex.raw('alter table news_items add column seq bigint generated always as identity');
  await knex.raw('create index news_items_newest on news_items (created_at desc, seq desc)');
  await knex.raw(
    'create index news_items_active_newest on news_items (created_at desc, seq desc) where active',
  );

  await knex.schema.createTable('polls', (table) => {
    table.uuid('id').primary();
    table.uuid('news_id').notNullable().references('news_items.id').onDelete('CASCADE');
    table.integer('position').notNullable();
    table.text('question').notNullable();
    table.text('type').notNullable();
    table.boolean('allow_multiple').notNullable().defaultTo(false);
    table.index(['news_id', 'position']);
  });
  await knex.raw(
    "alter table polls add constraint polls_type check (type in ('free_form', 'multiple_choice'))",
  );

  await knex.schema.createTable('poll_options', (table) => {
    table.uuid('id').primary();
    table.uuid('poll_id').notNullable().references('polls.id').onDelete('CASCADE');
    table.integer('position').notNullable();
    table.text('text').notNullable();
    table.index(['poll_id', 'position']);
  });

  // One response per user and poll: the unique index decides between two requests at once. The chosen
  // options are kept by id, so an edit that keeps an option keeps its votes; a removed option's votes
  // stop counting, while its voters still count as respondents.
  await knex.schema.createTable('poll_responses', (table) => {
    table.uuid('id').primary();
    table.uuid('poll_id').notNullable().references('polls.id').onDelete('CASCADE');
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.specificType('option_ids', 'uuid[]').notNullable().defaultTo('{}');
    table.text('answer_text');
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.raw('alter table poll_responses add column seq bigint generated always as identity');
  await knex.raw('create unique index poll_responses_one_per_user on poll_responses (poll_id, user_id)');
  await knex.raw('create index poll_responses_user on poll_responses (user_id)');

  // Read and dismissed, per user and per guest id (a guest has no row in users).
  await knex.schema.createTable('news_reads', (table) => {
    table.uuid('news_id').notNullable().references('news_items.id').onDelete('CASCADE');
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.timestamp('read_at', { useTz: true });
    table.timestamp('dismissed_at', { useTz: true });
    table.primary(['user_id', 'news_id']);
    table.index(['news_id']);
  });
  await knex.schema.createTable('guest_news_reads', (table) => {
    table.uuid('news_id').notNullable().references('news_items.id').onDelete('CASCADE');
    table.text('guest_id').notNullable();
    table.timestamp('read_at', { useTz: true });
    table.timestamp('dismissed_at', { useTz: true });
    table.primary(['guest_id', 'news_id']);
    table.index(['news_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'guest_news_reads',
    'news_reads',
    'poll_responses',
    'poll_options',
    'polls',
    'news_items',
  ]) {
    await knex.schema.dropTable(table);
  }
}
