import type { Knex } from 'knex';

// The control panel's users and the one durable job mechanism (DESIGN 11).

export async function up(knex: Knex): Promise<void> {
  // The users list pages through every sort key by index alone, so page 5,000 costs what page 1 does.
  // username rides along so that the name order is an index-only scan (an expression index alone is not).
  await knex.raw('create index users_by_username on users (lower(username), id) include (username)');
  await knex.raw('create index users_by_created_at on users (created_at, id)');
  await knex.raw('create index users_by_last_played on users (last_played asc nulls first, id)');
  // Games played, kept beside the standing (written with it): sorting every user by it needs no join.
  await knex.schema.alterTable('users', (table) => {
    table.integer('games_played').notNullable().defaultTo(0);
  });
  await knex.raw(
    'update users set games_played = st.games_played from standings st where st.user_id = users.id',
  );
  await knex.raw('create index users_by_games_played on users (games_played, id)');
  // The admin's search matches the start of an address as well as of a name (see migration 005).
  // The list's filters read small sets; each has its partial index (admins have theirs from migration 002).
  await knex.raw("create index users_game_managers on users (id) where 'gameManager' = any(roles)");
  await knex.raw('create index users_forced_password on users (id) where force_password_reset');
  await knex.raw(
    'create index users_ad_free on users (id) where is_permanently_ad_free or ad_free_until is not null',
  );
  await knex.raw('create index users_email_prefix on users (lower(email) text_pattern_ops)');
  await knex.raw(
    'create index password_reset_requests_open on password_reset_requests (created_at) where resolved_at is null',
  );
  await knex.raw('create index audit_log_action on audit_log (action, at)');
  // Records written in the same instant (one request's changes, a frozen test clock) keep their order.
  await knex.raw('alter table audit_log add column seq bigint generated always as identity');

  // Background jobs (recalculation now; bulk e-mail later): one running job of a kind across all
  // processes, guaranteed by the partial unique index; progress lives in the row, so any process can
  // stream it and a reconnecting browser finds it. A heartbeat tells a dead process's job from a live one.
  await knex.schema.createTable('jobs', (table) => {
    table.uuid('id').primary();
    table.text('kind').notNullable();
    table.text('state').notNullable();
    table.jsonb('progress').notNullable().defaultTo('{}');
    table.uuid('started_by').references('users.id').onDelete('SET NULL');
    table.text('started_by_name').notNullable();
    table.timestamp('started_at', { useTz: true }).notNullable();
    table.timestamp('heartbeat_at', { useTz: true }).notNullable();
    table.timestamp('finished_at', { useTz: true });
    table.text('error');
    table.index(['kind', 'started_at']);
  });
  await knex.raw(
    "alter table jobs add constraint jobs_state check (state in ('running', 'complete', 'error'))",
  );
  await knex.raw("create unique index jobs_one_running on jobs (kind) where state = 'running'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobs');
  await knex.raw('alter table audit_log drop column seq');
  await knex.schema.alterTable('users', (table) => table.dropColumn('games_played'));
  for (const index of [
    'audit_log_action',
    'password_reset_requests_open',
    'users_email_prefix',
    'users_ad_free',
    'users_forced_password',
    'users_game_managers',
    'users_by_last_played',
    'users_by_created_at',
    'users_by_username',
  ]) {
    await knex.raw(`drop index ${index}`);
  }
}
