import type { Knex } from 'knex';

// Why a password change is forced: the first admin's generated password (a first sign-in) or an admin's
// reset. The forced-password form greets the first admin instead of telling them about a reset that never
// happened. Set by the bootstrap only; any later change or reset of the password clears it.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.boolean('first_password_pending').notNullable().defaultTo(false);
  });
  // An instance started before this: a forced change no admin ever reset is the first admin's first sign-in.
  await knex.raw(`
    update users set first_password_pending = true
    where force_password_reset
      and not exists (
        select 1 from audit_log
        where audit_log.entity = 'user' and audit_log.entity_id = users.id::text
          and audit_log.action = 'user.password.reset'
      )
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => table.dropColumn('first_password_pending'));
}
