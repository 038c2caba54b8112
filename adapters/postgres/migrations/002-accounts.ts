import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.uuid('id').primary();
    table.text('username').notNullable();
    table.text('email');
    table.boolean('email_verified').notNullable().defaultTo(false);
    // Set by a registration with an address: no tokens until its link is followed. A later change of
    // address does not set it, so a typo in a new address cannot lock a player out.
    table.boolean('login_requires_verification').notNullable().defaultTo(false);
    table.text('password_hash').notNullable();
    table.specificType('roles', 'text[]').notNullable().defaultTo('{}');
    table.boolean('force_password_reset').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.date('last_played');
    table.boolean('is_permanently_ad_free').notNullable().defaultTo(false);
    table.timestamp('ad_free_until', { useTz: true });
    table.jsonb('showcase_achievements').notNullable().defaultTo('[]');
    // Kept from registration for the referral feature, which credits the referrer later.
    table.text('registered_with_referral_code');
  });
  // Usernames and e-mail addresses are unique whatever their case: "Pelaaja" and "pelaaja" are one player.
  await knex.raw('create unique index users_username_key on users (lower(username))');
  // An address belongs to whoever verified it. Unverified claims may repeat, so that a typo (or a squatter)
  // never blocks the owner, and a registration does not reveal whether an unverified address is in use.
  await knex.raw('create unique index users_email_key on users (lower(email)) where email_verified');
  await knex.raw('create index users_email_lookup on users (lower(email))');
  await knex.raw("create index users_admin_idx on users (id) where 'admin' = any(roles)");

  // Refresh tokens live in families: one per login, rotated on every refresh. Only hashes are stored.
  await knex.schema.createTable('session_families', (table) => {
    table.uuid('id').primary();
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('revoked_at', { useTz: true });
    table.index(['user_id']);
  });
  await knex.schema.createTable('refresh_tokens', (table) => {
    table.text('jti_hash').primary();
    table.uuid('family_id').notNullable().references('session_families.id').onDelete('CASCADE');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.index(['family_id']);
  });

  // E-mail verification and password reset links: single-use, short-lived, stored hashed.
  await knex.schema.createTable('one_time_tokens', (table) => {
    table.text('token_hash').primary();
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('purpose').notNullable();
    table.text('email');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.index(['user_id', 'purpose']);
  });

  // Players without a verified e-mail ask an administrator to reset their password.
  await knex.schema.createTable('password_reset_requests', (table) => {
    table.uuid('id').primary();
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('resolved_at', { useTz: true });
  });
  await knex.raw(
    'create unique index password_reset_requests_open_key on password_reset_requests (user_id) where resolved_at is null',
  );
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'password_reset_requests',
    'one_time_tokens',
    'refresh_tokens',
    'session_families',
    'users',
  ]) {
    await knex.schema.dropTable(table);
  }
}
