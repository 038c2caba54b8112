import type { Knex } from 'knex';

/**
 * Players with a few scores each on the days before today, written straight into the instance's tables:
 * enough of them that recalculating every scoreboard takes a second or more, long enough for its progress
 * events to be seen on their way. The database makes every row (one statement per table).
 */
export async function seedScoredPlayers(knex: Knex, players: number, daysEach = 3): Promise<void> {
  await knex.raw(
    `insert into users (id, username, password_hash, created_at)
     select gen_random_uuid(), 'seeded' || n, 'not a hash', now() from generate_series(1, ?::int) n`,
    [players],
  );
  await knex.raw(
    `insert into game_scores (id, game_date, user_id, score, status, elapsed_seconds, mistakes, switches,
                              is_demo, completed_at)
     select gen_random_uuid(), current_date - d, u.id, 5000, 'won', 60, 1, 0, false, now() - d * interval '1 day'
     from users u cross join generate_series(1, ?::int) d
     where u.username like 'seeded%'`,
    [daysEach],
  );
}
