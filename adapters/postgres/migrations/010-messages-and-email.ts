import type { Knex } from 'knex';

// Messages of the day get a window and an active flag; e-mail to players becomes a job of the one job
// mechanism (DESIGN 11) with a row per recipient, which is also the queue the workers of every process
// send from.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (table) => {
    table.timestamp('starts_at', { useTz: true });
    table.timestamp('ends_at', { useTz: true });
    table.boolean('active').notNullable().defaultTo(true);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('update messages set updated_at = created_at');
  // Messages written in the same instant (one busy minute, a frozen test clock) keep the order they were written in.
  await knex.raw('alter table messages add column seq bigint generated always as identity');
  await knex.raw(
    'alter table messages add constraint messages_window check (starts_at is null or ends_at is null or ends_at > starts_at)',
  );
  // GET /message reads the newest active message (and the next window edge) from these few rows.
  await knex.raw('create index messages_active on messages (created_at desc, seq desc) where active');

  // A job's content and figures, kept from when it is made. Its row in `jobs` (same id) appears when it
  // starts: jobs go out one at a time, and the rest wait here.
  await knex.schema.createTable('email_jobs', (table) => {
    table.uuid('id').primary();
    table.text('subject').notNullable();
    table.text('text').notNullable();
    table.text('html');
    table.text('reply_to');
    table.text('audience').notNullable();
    table.integer('total').notNullable().defaultTo(0);
    table.integer('sent').notNullable().defaultTo(0);
    table.integer('failed').notNullable().defaultTo(0);
    table.uuid('created_by').references('users.id').onDelete('SET NULL');
    table.text('created_by_name').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['created_at']);
  });
  await knex.raw(
    "alter table email_jobs add constraint email_jobs_audience check (audience in ('users', 'all'))",
  );

  // Recipients, fixed when the job is made (address included). `claimed_by` is the worker holding the row,
  // `attempted_at` is written just before its send: a claim without it was never sent. A deleted account's
  // rows go with it (its address is not kept).
  await knex.schema.createTable('email_recipients', (table) => {
    table.uuid('job_id').notNullable().references('email_jobs.id').onDelete('CASCADE');
    table.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('address').notNullable();
    table.text('outcome').notNullable().defaultTo('pending');
    table.text('error');
    table.uuid('claimed_by');
    table.timestamp('attempted_at', { useTz: true });
    table.timestamp('sent_at', { useTz: true });
    table.primary(['job_id', 'user_id']);
    table.index(['user_id']);
  });
  await knex.raw(
    "alter table email_recipients add constraint email_recipients_outcome check (outcome in ('pending', 'sent', 'failed'))",
  );
  // The queue: what is left to send, in claim order, and the few rows workers hold right now.
  await knex.raw(
    "create index email_recipients_pending on email_recipients (job_id, user_id) where outcome = 'pending' and claimed_by is null",
  );
  await knex.raw(
    "create index email_recipients_claimed on email_recipients (job_id, claimed_by) where outcome = 'pending' and claimed_by is not null",
  );

  // The sending workers of every process, by their last sign of life; a silent one has died.
  await knex.schema.createTable('mail_workers', (table) => {
    table.uuid('id').primary();
    table.timestamp('seen_at', { useTz: true }).notNullable();
  });
  // One row: when the next send slot opens, so that all processes together keep to the rate.
  await knex.schema.createTable('mail_pacing', (table) => {
    table.smallint('id').primary();
    table.timestamp('next_at', { useTz: true }).notNullable();
  });
  await knex.raw('alter table mail_pacing add constraint mail_pacing_one_row check (id = 1)');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['mail_pacing', 'mail_workers', 'email_recipients', 'email_jobs']) {
    await knex.schema.dropTable(table);
  }
  await knex.raw('drop index messages_active');
  await knex.raw('alter table messages drop constraint messages_window');
  await knex.schema.alterTable('messages', (table) => {
    table.dropColumns('starts_at', 'ends_at', 'active', 'updated_at', 'seq');
  });
}
