import type { Knex } from 'knex';

// The control panel's statistics (DESIGN 11): an index for each of its reads, and a rollup of the players'
// games per finished day and per finished ISO week. A week's distinct players cannot be added up from its
// days, and counting them over every score takes seconds (1.5 s at 3,000,000 scores); a day's figures are
// cheap to count but read for every date of a period.
//
// The rollup is filled lazily by the reads (adapters/postgres/statistics/play-rollup.ts) and forgotten by
// a trigger whenever a counted score of a day changes, whoever changes it (a late game of a past date, an
// admin's edit, an account deletion): the day's row and its week's row go, the next read counts them again.
// The trigger takes a shared advisory lock on the week and the filling read an exclusive one (without
// waiting) before counting, so a row never misses a score committed while it was being counted: either
// the writer finished first and is counted, or it waits and then forgets the row. Today and the running
// week are never stored, so today's scores only look into the rollup and find nothing to forget.

const WEEK_START = (column: string) => `${column} - (extract(isodow from ${column})::int - 1)`;
const COUNTED = 'user_id is not null and not is_demo';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'create index game_reviews_by_date on game_reviews (game_date) include (difficulty, fun_level)',
  );
  await knex.raw(
    'create index attempted_categories_by_date on attempted_categories (game_date, combination_key) include (was_correct)',
  );
  await knex.raw('create index game_sessions_by_date on game_sessions (game_date)');
  await knex.raw(
    "create index game_sessions_playing_since on game_sessions (start_time) where status = 'playing'",
  );

  await knex.schema.createTable('statistics_play', (table) => {
    table.text('bucket').notNullable();
    table.date('start_date').notNullable();
    table.integer('games').notNullable();
    table.integer('wins').notNullable();
    table.integer('players').notNullable();
    table.bigInteger('score_sum').notNullable();
    table.timestamp('computed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['bucket', 'start_date']);
  });
  await knex.raw(
    "alter table statistics_play add constraint statistics_play_bucket check (bucket in ('day', 'week'))",
  );
  // One lock per instance (schema) and week; `set search_path from current` pins the instance's schema.
  await knex.raw(`
    create function statistics_week_lock_key(week date) returns int language sql immutable
    as $$ select (week - date '2000-01-03') / 7 $$`);
  await knex.raw(`
    create function statistics_week_try_lock(week date) returns boolean language sql volatile
    set search_path from current
    as $$ select pg_try_advisory_xact_lock(hashtext('statistics_weeks:' || current_schema()),
                                            statistics_week_lock_key(week)) $$`);
  await knex.raw(`
    create function statistics_play_forget() returns trigger language plpgsql
    set search_path from current
    as $$
    declare
      days date[];
      weeks date[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(distinct game_date) into days from new_rows where ${COUNTED};
      elsif tg_op = 'DELETE' then
        select array_agg(distinct game_date) into days from old_rows where ${COUNTED};
      else
        select array_agg(distinct game_date) into days
        from (select game_date from old_rows where ${COUNTED}
              union all
              select game_date from new_rows where ${COUNTED}) changed;
      end if;
      if days is null then
        return null;
      end if;
      select array_agg(distinct ${WEEK_START('d')} order by ${WEEK_START('d')}) into weeks from unnest(days) d;
      perform pg_advisory_xact_lock_shared(hashtext('statistics_weeks:' || current_schema()),
                                           statistics_week_lock_key(w))
      from unnest(weeks) w;
      delete from statistics_play where bucket = 'day' and start_date = any(days);
      delete from statistics_play where bucket = 'week' and start_date = any(weeks);
      return null;
    end $$`);
  // Transition tables are per event: one statement-level trigger each, sharing the function.
  await knex.raw(`create trigger game_scores_statistics_insert after insert on game_scores
    referencing new table as new_rows for each statement execute function statistics_play_forget()`);
  await knex.raw(`create trigger game_scores_statistics_update after update on game_scores
    referencing old table as old_rows new table as new_rows
    for each statement execute function statistics_play_forget()`);
  await knex.raw(`create trigger game_scores_statistics_delete after delete on game_scores
    referencing old table as old_rows for each statement execute function statistics_play_forget()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await knex.raw(`drop trigger game_scores_statistics_${event} on game_scores`);
  }
  await knex.raw('drop function statistics_play_forget()');
  await knex.raw('drop function statistics_week_try_lock(date)');
  await knex.raw('drop function statistics_week_lock_key(date)');
  await knex.schema.dropTable('statistics_play');
  for (const index of [
    'game_sessions_playing_since',
    'game_sessions_by_date',
    'attempted_categories_by_date',
    'game_reviews_by_date',
  ]) {
    await knex.raw(`drop index ${index}`);
  }
}
