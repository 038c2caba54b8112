import type { Knex } from 'knex';

// The sort keys of the players tab (DESIGN 6: a scoreboard read is one indexed query). Each gets a partial
// index over the players listed there (10 or more games), ending in user_id so that a page is stable.
const STANDING_SORT_COLUMNS = [
  'performance_index',
  'games_played',
  'win_rate',
  'avg_score',
  'best_score',
  'combined_points',
  'current_streak',
  'max_streak',
  'last_played',
] as const;

const userColumn = (table: Knex.CreateTableBuilder, name = 'user_id') =>
  table.uuid(name).notNullable().references('users.id').onDelete('CASCADE');

export async function up(knex: Knex): Promise<void> {
  // One row per registered player who has a scoreboard result: kept in the transaction storing a score.
  await knex.schema.createTable('standings', (table) => {
    userColumn(table).primary();
    table.integer('games_played').notNullable().defaultTo(0);
    table.integer('wins').notNullable().defaultTo(0);
    table.integer('win_rate').notNullable().defaultTo(0);
    table.integer('avg_score').notNullable().defaultTo(0);
    table.integer('best_score').notNullable().defaultTo(0);
    table.bigInteger('combined_points').notNullable().defaultTo(0);
    table.integer('total_mistakes').notNullable().defaultTo(0);
    table.integer('current_streak').notNullable().defaultTo(0);
    table.integer('max_streak').notNullable().defaultTo(0);
    table.integer('losing_streak').notNullable().defaultTo(0);
    table.date('last_played');
    table.integer('performance_index').notNullable().defaultTo(0);
    table.integer('previous_performance_index').notNullable().defaultTo(0);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  for (const column of STANDING_SORT_COLUMNS) {
    await knex.raw(
      `create index standings_by_${column} on standings (${column}, user_id) where games_played >= 10`,
    );
  }

  // What a finished game unlocked, for its result screen (read again on every visit of the result).
  await knex.schema.alterTable('game_scores', (table) => {
    table.jsonb('achievements').notNullable().defaultTo('[]');
  });
  // A player's scores in date order: the standings of one player are computed from these.
  await knex.raw(
    'create index game_scores_user_dates on game_scores (user_id, game_date) where user_id is not null and not is_demo',
  );

  await knex.schema.createTable('player_achievements', (table) => {
    userColumn(table);
    table.text('type').notNullable();
    table.integer('count').notNullable().defaultTo(1);
    table.timestamp('first_earned_at', { useTz: true }).notNullable();
    table.timestamp('last_earned_at', { useTz: true }).notNullable();
    table.primary(['user_id', 'type']);
  });

  // The podium of each finished date, decided once (rollover job or rebuild); a row per place taken.
  await knex.schema.createTable('podium_awards', (table) => {
    table.date('game_date').notNullable();
    userColumn(table);
    table.smallint('place').notNullable();
    table.integer('score').notNullable();
    table.primary(['game_date', 'user_id']);
    table.index(['user_id']);
  });
  await knex.schema.createTable('podium_days', (table) => {
    table.date('game_date').primary();
    table.timestamp('decided_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Daily jobs run by one process: the day each last completed, claimed under an advisory lock.
  await knex.schema.createTable('job_runs', (table) => {
    table.text('name').primary();
    table.date('last_day').notNullable();
    table.timestamp('finished_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('groups', (table) => {
    table.uuid('id').primary();
    table.text('name').notNullable();
    table.text('group_code');
    userColumn(table, 'owner_id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['owner_id']);
  });
  // Codes are typed by people: "AbC" and "abc" are one code.
  await knex.raw(
    'create unique index groups_code_key on groups (lower(group_code)) where group_code is not null',
  );
  await knex.schema.createTable('group_members', (table) => {
    table.uuid('group_id').notNullable().references('groups.id').onDelete('CASCADE');
    userColumn(table);
    table.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['group_id', 'user_id']);
    table.index(['user_id']);
  });

  // The personal follow list ("My list").
  await knex.schema.createTable('follows', (table) => {
    userColumn(table);
    userColumn(table, 'followed_id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'followed_id']);
    table.index(['followed_id']);
  });

  await knex.schema.createTable('scoreboard_preferences', (table) => {
    userColumn(table).primary();
    table.text('sort_by').notNullable();
    table.text('sort_order').notNullable();
    table.text('filter').notNullable();
    table.uuid('selected_group_id').references('groups.id').onDelete('SET NULL');
  });

  await knex.schema.alterTable('users', (table) => {
    table.text('referral_code');
  });
  await knex.raw(
    'create unique index users_referral_code_key on users (lower(referral_code)) where referral_code is not null',
  );
  // One row per referred player: the primary key is what makes "applied once" hold under races.
  await knex.schema.createTable('referrals', (table) => {
    userColumn(table, 'referred_id').primary();
    userColumn(table, 'referrer_id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['referrer_id']);
  });

  await knex.schema.createTable('category_suggestions', (table) => {
    table.uuid('id').primary();
    userColumn(table);
    table.text('name').notNullable();
    table.jsonb('words').notNullable();
    table.text('extra_word').notNullable();
    table.text('status').notNullable().defaultTo('pending');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('reviewed_at', { useTz: true });
    table.index(['user_id', 'created_at']);
    table.index(['status', 'created_at']);
  });
  await knex.raw(
    "alter table category_suggestions add constraint category_suggestions_status check (status in ('pending', 'approved', 'modified', 'declined', 'used'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const name of [
    'category_suggestions',
    'referrals',
    'scoreboard_preferences',
    'follows',
    'group_members',
    'groups',
    'job_runs',
    'podium_days',
    'podium_awards',
    'player_achievements',
    'standings',
  ]) {
    await knex.schema.dropTable(name);
  }
  await knex.raw('drop index game_scores_user_dates');
  await knex.schema.alterTable('game_scores', (table) => table.dropColumn('achievements'));
  await knex.schema.alterTable('users', (table) => table.dropColumn('referral_code'));
}
