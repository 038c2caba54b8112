import type { Knex } from 'knex';
import { combinationKey } from '../../domain/game/combination-key';
import { loadWithoutIndexes } from './bulk-load';

// What the control panel's statistics read beside the scores, at the volumes of a live instance: the
// sessions and tried combinations of the last 60 dates (the seeded scores' own games), reviews from about
// one game in twenty, games being played now and guests' games left open on earlier days.

export const DETAIL_DATES = 60;
const REVIEW_SHARE = 0.05;
const PLAYING_PLAYERS = 300;
const PLAYING_GUESTS = 100;
const ABANDONED_GUESTS = 5000;
const GUEST_REVIEWS = 2000;

/** The seeded puzzle's category p holds sana{p}1..3 (seed-standings.ts); the grid shows those 15 words. */
const gridWords = (p: number) => [1, 2, 3].map((i) => `sana${p}${i}`);

/**
 * Every wrong three-word pick of the seeded grid, the tempting ones first (two words of one group), so
 * that a skewed draw makes some combinations far more common than others, as in life.
 */
function wrongCombinations(): { keys: string[]; words: string[] } {
  const words = [0, 1, 2, 3, 4].flatMap(gridWords);
  const group = (word: string) => Number(word[4]);
  const picks: string[][] = [];
  for (let a = 0; a < words.length; a += 1)
    for (let b = a + 1; b < words.length; b += 1)
      for (let c = b + 1; c < words.length; c += 1) picks.push([words[a]!, words[b]!, words[c]!]);
  const groupsOf = (pick: string[]) => new Set(pick.map(group)).size;
  const wrong = picks.filter((pick) => groupsOf(pick) > 1).sort((x, y) => groupsOf(x) - groupsOf(y));
  return {
    keys: wrong.map((pick) => combinationKey(pick)!),
    words: wrong.map((pick) => JSON.stringify(pick)),
  };
}

/** Orders in which players solve the five groups, the easier (lower) positions usually first. */
const SOLVE_ORDERS = [
  [0, 1, 2, 3, 4],
  [0, 1, 2, 4, 3],
  [1, 0, 2, 3, 4],
  [0, 2, 1, 3, 4],
  [0, 1, 3, 2, 4],
  [2, 0, 1, 3, 4],
  [1, 2, 0, 4, 3],
  [4, 0, 1, 2, 3],
];
/** Each order's first k solved groups, k = 0..5: index order * 6 + k (1-based in SQL). */
const SOLVED_PREFIXES = SOLVE_ORDERS.flatMap((order) =>
  [0, 1, 2, 3, 4, 5].map((k) => JSON.stringify(order.slice(0, k))),
);

export async function seedPlayDetails(
  trx: Knex.Transaction,
  schema: string,
  today: string,
  timeZone: string,
  step: <T>(name: string, work: () => Promise<T>) => Promise<T>,
): Promise<void> {
  await step(`game_sessions (scores of the last ${DETAIL_DATES} dates)`, () =>
    trx.raw(
      `insert into game_sessions (id, game_date, user_id, is_demo, status, start_time, solved, mistakes,
                                  final_score, elapsed_seconds, ended_at, is_active)
       select gen_random_uuid(), game_date, user_id, false, status,
              completed_at - elapsed_seconds * interval '1 second',
              (?::jsonb[])[1 + order_pick * 6 + case when status = 'won' then 5 else solved_pick end],
              mistakes, score, elapsed_seconds, completed_at, false
       from (select s.*, floor(random() * ?)::int as order_pick, floor(random() * 5)::int as solved_pick
             from game_scores s
             where s.game_date > ?::date - ?::int and s.user_id is not null) s`,
      [SOLVED_PREFIXES, SOLVE_ORDERS.length, today, DETAIL_DATES],
    ),
  );
  await step(
    `game_sessions playing (${PLAYING_PLAYERS + PLAYING_GUESTS} now, ${ABANDONED_GUESTS} left)`,
    async () => {
      await trx.raw(
        `insert into game_sessions (id, game_date, user_id, is_demo, status, start_time)
       select gen_random_uuid(), ?::date, u.id, false, 'playing', now() - random() * interval '3 hours'
       from users u
       where not exists (select 1 from game_sessions s where s.user_id = u.id and s.game_date = ?)
       limit ?`,
        [today, today, PLAYING_PLAYERS],
      );
      await trx.raw(
        `insert into game_sessions (id, game_date, guest_id, is_demo, status, start_time)
       select gen_random_uuid(), ?::date, 'guest_bench_now' || n, true, 'playing', now() - random() * interval '3 hours'
       from generate_series(1, ?) n`,
        [today, PLAYING_GUESTS],
      );
      await trx.raw(
        `insert into game_sessions (id, game_date, guest_id, is_demo, status, start_time)
       select gen_random_uuid(), d, 'guest_bench_left' || n, true, 'playing',
              (d + time '08:00' + random() * interval '12 hours') at time zone ?
       from (select n, ?::date - 1 - n % ?::int as d from generate_series(1, ?) n) g`,
        [timeZone, today, DETAIL_DATES, ABANDONED_GUESTS],
      );
    },
  );

  const wrong = wrongCombinations();
  const insertAttempts = async () => {
    // One attempt per solved group, then the wrong ones: as many as the game's mistakes, drawn skewed.
    await trx.raw(
      `insert into attempted_categories (session_id, combination_key, words, was_correct, game_date, created_at)
       select s.id, 'sana' || p.pos || '1|sana' || p.pos || '2|sana' || p.pos || '3',
              jsonb_build_array('sana' || p.pos || '1', 'sana' || p.pos || '2', 'sana' || p.pos || '3'),
              true, s.game_date, s.start_time + p.i * interval '20 seconds'
       from game_sessions s
       cross join lateral jsonb_array_elements_text(s.solved) with ordinality as p(pos, i)
       where s.status <> 'playing'`,
    );
    await trx.raw(
      `insert into attempted_categories (session_id, combination_key, words, was_correct, game_date, created_at)
       select s.id, (?::text[])[1 + (s.base + k) % ?], (?::jsonb[])[1 + (s.base + k) % ?], false, s.game_date,
              s.start_time + k * interval '15 seconds'
       from (select id, game_date, start_time, mistakes, floor(power(random(), 3) * ?)::int as base
             from game_sessions where status <> 'playing' and mistakes > 0) s
       cross join lateral generate_series(1, s.mistakes) k`,
      [wrong.keys, wrong.keys.length, wrong.words, wrong.keys.length, wrong.keys.length],
    );
  };
  await step('attempted_categories, then its indexes', () =>
    loadWithoutIndexes(trx, schema, 'attempted_categories', insertAttempts),
  );

  await step(`game_reviews (${REVIEW_SHARE * 100} % of the scores, ${GUEST_REVIEWS} guests)`, async () => {
    await trx.raw(
      `insert into game_reviews (id, game_date, user_id, difficulty, fun_level, is_demo, created_at)
       select gen_random_uuid(), game_date, user_id,
              least(5, 1 + floor(random() * 3 + random() * 2.5))::int,
              least(5, 2 + floor(random() * 2 + random() * 2))::int,
              false, completed_at + interval '1 minute'
       from game_scores where user_id is not null and random() < ?`,
      [REVIEW_SHARE],
    );
    await trx.raw(
      `insert into game_reviews (id, game_date, guest_id, difficulty, fun_level, is_demo, created_at)
       select gen_random_uuid(), ?::date - n % ?::int, 'guest_bench_review' || n,
              1 + floor(random() * 5)::int, 1 + floor(random() * 5)::int, true, now()
       from generate_series(1, ?) n`,
      [today, DETAIL_DATES, GUEST_REVIEWS],
    );
  });
}
