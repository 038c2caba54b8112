import type { Knex } from 'knex';

// A game is played by a registered player (user_id) or a guest (guest_id), never both: one table for both
// kinds keeps every rule in one place, and a guest's rows move to an account by changing two columns.
const playerColumns = (table: Knex.CreateTableBuilder) => {
  table.uuid('user_id').references('users.id').onDelete('CASCADE');
  table.text('guest_id');
};
const onePlayer = (name: string) =>
  `alter table ${name} add constraint ${name}_one_player check (num_nonnulls(user_id, guest_id) = 1)`;
/** One row per player and date: the unique indexes are what make a retried or parallel call harmless. */
const onePerPlayerAndDate = async (knex: Knex, name: string) => {
  await knex.raw(onePlayer(name));
  await knex.raw(
    `create unique index ${name}_user_date on ${name} (user_id, game_date) where user_id is not null`,
  );
  await knex.raw(
    `create unique index ${name}_guest_date on ${name} (guest_id, game_date) where guest_id is not null`,
  );
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('games', (table) => {
    table.uuid('id').primary();
    table.date('game_date').notNullable().unique();
    table.text('title');
    table.text('status').notNullable().defaultTo('draft');
    // Fixed when the game is stored for publishing: every player of the day sees the same grid.
    table.jsonb('grid_layout');
    table.uuid('created_by').references('users.id').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw("alter table games add constraint games_status check (status in ('draft', 'published'))");

  await knex.schema.createTable('categories', (table) => {
    table.uuid('game_id').notNullable().references('games.id').onDelete('CASCADE');
    table.integer('position').notNullable();
    table.text('name').notNullable();
    table.jsonb('words').notNullable();
    table.text('extra_word').notNullable();
    table.text('color').notNullable();
    table.text('created_by').notNullable().defaultTo('');
    table.primary(['game_id', 'position']);
  });

  await knex.schema.createTable('game_sessions', (table) => {
    table.uuid('id').primary();
    table.date('game_date').notNullable();
    playerColumns(table);
    table.boolean('is_demo').notNullable();
    table.text('status').notNullable();
    table.timestamp('start_time', { useTz: true }).notNullable();
    // Category positions in the order they were solved (the difficulty statistics use the order).
    table.jsonb('solved').notNullable().defaultTo('[]');
    table.jsonb('switched').notNullable().defaultTo('[]');
    table.jsonb('switched_pairs').notNullable().defaultTo('[]');
    table.integer('mistakes').notNullable().defaultTo(0);
    table.integer('final_score');
    table.integer('elapsed_seconds');
    table.timestamp('ended_at', { useTz: true });
    table.boolean('is_active').notNullable().defaultTo(true);
  });
  await onePerPlayerAndDate(knex, 'game_sessions');
  await knex.raw("create index game_sessions_playing on game_sessions (game_date) where status = 'playing'");

  await knex.schema.createTable('attempted_categories', (table) => {
    table.uuid('session_id').notNullable().references('game_sessions.id').onDelete('CASCADE');
    table.text('combination_key').notNullable();
    table.jsonb('words').notNullable();
    table.boolean('was_correct').notNullable();
    table.date('game_date').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['session_id', 'combination_key']);
  });
  await knex.raw(
    'create index attempted_categories_mistakes on attempted_categories (game_date, combination_key) where not was_correct',
  );

  await knex.schema.createTable('game_scores', (table) => {
    table.uuid('id').primary();
    table.date('game_date').notNullable();
    playerColumns(table);
    table.integer('score').notNullable();
    table.text('status').notNullable();
    table.integer('elapsed_seconds').notNullable();
    table.integer('mistakes').notNullable();
    table.integer('switches').notNullable();
    table.boolean('is_demo').notNullable();
    table.timestamp('completed_at', { useTz: true }).notNullable();
  });
  await onePerPlayerAndDate(knex, 'game_scores');
  await knex.raw(
    'create index game_scores_day on game_scores (game_date, score desc) where user_id is not null and not is_demo',
  );

  await knex.schema.createTable('game_reviews', (table) => {
    table.uuid('id').primary();
    table.date('game_date').notNullable();
    playerColumns(table);
    table.integer('difficulty').notNullable();
    table.integer('fun_level').notNullable();
    table.boolean('is_demo').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await onePerPlayerAndDate(knex, 'game_reviews');

  await knex.schema.createTable('game_preferences', (table) => {
    table.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    table.jsonb('preferences').notNullable();
  });

  // The message of the day; the newest one is shown. Written by the control panel.
  await knex.schema.createTable('messages', (table) => {
    table.uuid('id').primary();
    table.text('message').notNullable();
    table.uuid('created_by').references('users.id').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.alterTable('users', (table) => {
    table.boolean('is_cheater').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => table.dropColumn('is_cheater'));
  for (const name of [
    'messages',
    'game_preferences',
    'game_reviews',
    'game_scores',
    'attempted_categories',
    'game_sessions',
    'categories',
    'games',
  ]) {
    await knex.schema.dropTable(name);
  }
}
