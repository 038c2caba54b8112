import type { Knex } from 'knex';

// First-party analytics (DESIGN 11, admin spec 4 and 9): how many events of each type arrived on each day
// of the instance's calendar, and nothing else. No column can tell who sent an event (no address, user,
// guest, browser or page), so there is nothing personal to keep, export or delete.

const EVENT_TYPES = ['page_view', 'game_started', 'game_finished', 'share', 'registration'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_daily_counts', (table) => {
    table.date('day').notNullable();
    table.text('event_type').notNullable();
    table.integer('count').notNullable();
    // One row per day and type: a batch adds to it with one upsert (INSERT ... ON CONFLICT DO UPDATE).
    table.primary(['day', 'event_type']);
  });
  await knex.raw(
    `alter table analytics_daily_counts add constraint analytics_daily_counts_type
     check (event_type in (${EVENT_TYPES.map((type) => `'${type}'`).join(', ')}))`,
  );
  await knex.raw(
    'alter table analytics_daily_counts add constraint analytics_daily_counts_positive check (count > 0)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('analytics_daily_counts');
}
