// Seeds a PostgreSQL schema with a year of a large instance, for the standings benchmarks:
//   npm run bench:seed [-- --reset --schema wordgame_bench --players 100000 --dates 365 --scores 3000000]
// Every row is made by the database itself (generate_series, one statement per table) from a plan drawn
// here with a seeded generator, so a seed takes a minute or two and the same options give the same shape.
// Then come the sessions, tried combinations, reviews and open games the control panel's statistics read
// (added alone to a schema seeded without them), and the standings are filled by the application's own
// rebuild (skip it with --no-rebuild).
import { parseArgs } from 'node:util';
import type { Knex } from 'knex';
import { connectPostgres } from '../adapters/postgres/knex-connection';
import { migrateToLatest } from '../adapters/postgres/migrate';
import { Argon2PasswordHasher } from '../adapters/security/argon2-password-hasher';
import { formatGameDateInZone } from '../domain/game/calendar';
import { RebuildStandings } from '../application/standings/rebuild-standings.use-case';
import { runCli } from '../config/cli/open-instance';
import { planActivity } from './support/activity-plan';
import { loadWithoutIndexes } from './support/bulk-load';
import { seedPlayDetails } from './support/play-details';
import {
  BENCH_TIME_ZONE,
  DEFAULT_BENCH_SCHEMA,
  DEFAULT_DATABASE_URL,
  openBenchInstance,
} from './support/bench-instance';

/** Every seeded player signs in with this password (hashed once: argon2 is slow on purpose). */
const BENCH_PASSWORD = 'bench-password';
const COLORS = ['#f2c14e', '#5b8e7d', '#3f88c5', '#e76f51', '#9b5de5'];

const { values } = parseArgs({
  options: {
    schema: { type: 'string', default: DEFAULT_BENCH_SCHEMA },
    players: { type: 'string', default: '100000' },
    dates: { type: 'string', default: '365' },
    scores: { type: 'string', default: '3000000' },
    seed: { type: 'string', default: '20261121' },
    reset: { type: 'boolean', default: false },
    'no-rebuild': { type: 'boolean', default: false },
  },
});
const schema = values.schema;
const players = Number(values.players);
const dates = Number(values.dates);
const scores = Number(values.scores);
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`--schema ${schema}: lowercase letters, digits, _`);
if (![players, dates, scores].every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error('--players, --dates and --scores take positive whole numbers');
}

const started = performance.now();
const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const at = performance.now();
  const result = await work();
  console.log(`  ${name.padEnd(44)} ${((performance.now() - at) / 1000).toFixed(1).padStart(6)} s`);
  return result;
};

async function seedGames(trx: Knex.Transaction, today: string): Promise<void> {
  // One fixed puzzle shape: category p holds the words kp1..kp3 and the extra word kp4.
  const words = (p: number) => [1, 2, 3].map((i) => `sana${p}${i}`);
  const layout = [0, 1, 2, 3, 4].map((row) => [
    words(row)[0],
    words((row + 1) % 5)[1],
    words((row + 2) % 5)[2],
  ]);
  await trx.raw(
    `insert into games (id, game_date, title, status, grid_layout)
     select gen_random_uuid(), ?::date - n, 'Penkki ' || (? - n), 'published', ?::jsonb
     from generate_series(0, ? - 1) n`,
    [today, dates, JSON.stringify(layout), dates],
  );
  await trx.raw(
    `insert into categories (game_id, position, name, words, extra_word, color)
     select g.id, p, 'Ryhmä ' || (p + 1),
            jsonb_build_array('sana' || p || '1', 'sana' || p || '2', 'sana' || p || '3'),
            'sana' || p || '4', (?::text[])[p + 1]
     from games g cross join generate_series(0, 4) p`,
    [COLORS],
  );
}

async function seedPlayers(trx: Knex.Transaction, passwordHash: string): Promise<void> {
  await trx.raw(
    'create temp table bench_users on commit drop as select n as ord, gen_random_uuid() as id from generate_series(1, ?) n',
    [players],
  );
  await trx.raw('alter table bench_users add primary key (ord)');
  await trx.raw(
    `insert into users (id, username, password_hash, created_at)
     select id, 'pelaaja' || lpad(ord::text, 6, '0'), ?, now() - (random() * ? + 1) * interval '1 day'
     from bench_users`,
    [passwordHash, dates + 30],
  );
}

async function seedScores(trx: Knex.Transaction, today: string): Promise<void> {
  const plan = planActivity(players, dates, scores, Number(values.seed));
  await trx.raw(
    `create temp table bench_plan on commit drop as
     select * from unnest(?::int[], ?::int[], ?::int[], ?::real[]) with ordinality
       as p(games, span, newest, skill, ord)`,
    [plan.games, plan.span, plan.newest, plan.skill],
  );
  // Each player's dates are drawn from their active run, with the draws of each game beside them. The
  // draws are columns of their own: under a sort, PostgreSQL would compute equal random() calls once.
  await step('  draw each game', () =>
    trx.raw(
      `create temp table bench_picks on commit drop as
     select u.id as user_id, ?::date - (p.newest + x.k) as game_date, p.skill,
            random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6
     from bench_plan p
     join bench_users u on u.ord = p.ord
     cross join lateral (
       select k from generate_series(0, p.span - 1) k order by random() limit p.games
     ) x`,
      [today],
    ),
  );
  // Rows go in by date and time of day, the order a live instance stores them in (so the date index
  // and the table are correlated as in life).
  const insert = () =>
    trx.raw(
      `insert into game_scores (id, game_date, user_id, score, status, elapsed_seconds, mistakes, switches,
                                is_demo, completed_at)
       select gen_random_uuid(), game_date, user_id,
              case when r1 < skill then 1000 + floor(r2 * 9001)::int else 0 end,
              case when r1 < skill then 'won' when r1 < skill + (1 - skill) * 2 / 3 then 'lost' else 'forfeit' end,
              30 + floor(r4 * 571)::int,
              case when r1 < skill then floor(r3 * 4)::int else floor(r3 * 7)::int end,
              floor(r5 * r5 * 3)::int,
              false,
              (game_date + time '07:00' + r6 * interval '16 hours') at time zone ?
       from bench_picks
       order by game_date, r6`,
      [BENCH_TIME_ZONE],
    );
  const loaded = await step('  insert game_scores, then build its indexes', () =>
    loadWithoutIndexes(trx, schema, 'game_scores', insert),
  );
  console.log(
    `    (${loaded.rebuilt} indexes rebuilt; foreign-key triggers ${loaded.triggersSkipped ? 'skipped' : 'kept: not a superuser'})`,
  );
  await trx.raw(
    `update users u set last_played = m.last_played
     from (select user_id, max(game_date) as last_played from game_scores group by user_id) m
     where m.user_id = u.id`,
  );
}

async function main(): Promise<number> {
  const today = formatGameDateInZone(new Date(), BENCH_TIME_ZONE);
  console.log(`Seeding ${schema}: ${players} players, ${scores} scores over ${dates} dates up to ${today}`);
  const knex = connectPostgres(databaseUrl, schema, 2);
  try {
    if (values.reset) await step('drop schema', () => knex.raw('drop schema if exists ?? cascade', [schema]));
    await step('migrate', () => migrateToLatest(knex, schema));
    const [{ count } = { count: 0 }] = await knex('users').count<{ count: number }[]>('* as count');
    if (Number(count) > 0) {
      // A schema seeded before the statistics' tables were: those are added without touching the rest.
      if (await hasNoSessions(knex)) {
        await seedDetails(knex, today);
        return 0;
      }
      console.log(`${schema} already holds ${count} users: nothing seeded (--reset starts again).`);
      return 0;
    }
    const passwordHash = await new Argon2PasswordHasher().hash(BENCH_PASSWORD);
    await knex.transaction(async (trx) => {
      await trx.raw("set local work_mem = '256MB'");
      await trx.raw("set local maintenance_work_mem = '512MB'");
      await trx.raw('select setseed(?)', [(Number(values.seed) % 1000) / 1000]);
      await step(`games (${dates} dates, 5 categories each)`, () => seedGames(trx, today));
      await step(`users (${players})`, () => seedPlayers(trx, passwordHash));
      await step(`game_scores (${scores})`, () => seedScores(trx, today));
    });
    await step('vacuum analyze', async () => {
      for (const table of ['games', 'categories', 'users', 'game_scores']) {
        await knex.raw('vacuum analyze ??', [table]);
      }
    });
    await seedDetails(knex, today);
  } finally {
    await knex.destroy();
  }
  if (!values['no-rebuild']) await rebuildStandings();
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}

const hasNoSessions = async (knex: Knex): Promise<boolean> =>
  (await knex('game_sessions').first('id')) === undefined;

/** Sessions, tried combinations, reviews and open games, for the control panel's statistics. */
async function seedDetails(knex: Knex, today: string): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw("set local work_mem = '256MB'");
    await trx.raw("set local maintenance_work_mem = '512MB'");
    await seedPlayDetails(trx, schema, today, BENCH_TIME_ZONE, step);
  });
  await step('vacuum analyze', async () => {
    for (const table of ['game_sessions', 'attempted_categories', 'game_reviews']) {
      await knex.raw('vacuum analyze ??', [table]);
    }
  });
}

/** The application's "recalculate all scoreboards", as `npm run standings:rebuild` runs it. */
async function rebuildStandings(): Promise<void> {
  const instance = await openBenchInstance(databaseUrl, schema);
  try {
    const last = await step('standings (application rebuild)', () =>
      instance.container.get(RebuildStandings).run((event) => {
        if (event.type === 'progress' && event.phase === 'standings' && event.done % 20_000 === 0) {
          console.log(`    standings ${event.done}/${event.total}`);
        }
      }),
    );
    if (last.type !== 'complete')
      throw new Error(`rebuild: ${last.type === 'error' ? last.message : last.type}`);
    await instance.knex.raw('vacuum analyze standings');
  } finally {
    await instance.close();
  }
}

runCli(main);
