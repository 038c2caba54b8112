// The control panel's statistics at scale (admin spec 7, issue 12), on the schema `npm run bench:seed` fills
// (100,000 players, 3,000,000 scores over 365 dates, sessions and combinations of the last 60 dates,
// reviews), through the application as the server composes it:
//   npm run bench:statistics [-- --schema wordgame_bench --runs 200 --warm-up 20]
// Each read is measured for the 30d and the all period beside a baseline measured in the same run on the
// same pool (a bare primary-key read of a user); targets are p95 values from the issue. The first read of
// the weekly rollup (1y and all) after it is emptied is timed once, for information. EXPLAIN ANALYZE of
// every read fails on a sequential scan of a large table. Exits 1 when a target or a check fails.
import { parseArgs } from 'node:util';
import * as E from 'fp-ts/Either';
import { GameCalendar } from '../application/gameplay/game-calendar';
import { StatisticsUseCases } from '../application/statistics/statistics-use-cases';
import { addDays } from '../domain/game/calendar';
import type { StatisticsPeriod } from '../domain/statistics/statistics-period';
import { seededRandom } from './support/activity-plan';
import { DEFAULT_BENCH_SCHEMA, DEFAULT_DATABASE_URL, openBenchInstance } from './support/bench-instance';
import { checkReadPlans, type NamedRead } from './support/plan-check';
import { DETAIL_DATES } from './support/play-details';
import { passes, printTable, type ResultRow } from './support/report';
import { measure, pick } from './support/timing';

const TARGET_MS: Record<'30d' | 'all' | 'date', number> = { '30d': 100, all: 500, date: 100 };
/** Tables a statistics read must never scan whole. */
const NEVER_SCANNED = ['game_scores', 'users', 'attempted_categories', 'game_sessions'];

const { values } = parseArgs({
  options: {
    schema: { type: 'string', default: DEFAULT_BENCH_SCHEMA },
    runs: { type: 'string', default: '200' },
    'warm-up': { type: 'string', default: '20' },
    seed: { type: 'string', default: '12' },
  },
});
const runs = Number(values.runs);
const warmUp = Number(values['warm-up']);
const random = seededRandom(Number(values.seed));
const unwrap = <A>(either: E.Either<{ code: string }, A>): A => {
  if (E.isLeft(either)) throw new Error(either.left.code);
  return either.right;
};

const instance = await openBenchInstance(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, values.schema);
const { container, knex } = instance;
const rows: ResultRow[] = [];
try {
  const [sizes] = (
    await knex.raw<{ rows: { users: number; scores: number; attempts: number; reviews: number }[] }>(
      `select (select count(*) from users) as users, (select count(*) from game_scores) as scores,
              (select count(*) from attempted_categories) as attempts, (select count(*) from game_reviews) as reviews`,
    )
  ).rows;
  if (!sizes || sizes.users === 0) throw new Error(`${values.schema} is empty: run npm run bench:seed first`);
  if (sizes.attempts === 0)
    throw new Error(`${values.schema} has no combinations: run npm run bench:seed again`);
  const today = container.get(GameCalendar).today();
  console.log(
    `${values.schema}: ${sizes.users} players, ${sizes.scores} scores, ${sizes.attempts} tried combinations, ` +
      `${sizes.reviews} reviews up to ${today}; ${runs} runs after ${warmUp} warm-up calls each, one at a time\n`,
  );

  const userIds: string[] = await knex('users').pluck('id');
  const baseline = await measure(runs, warmUp, () =>
    knex.raw('select * from users where id = ?', [pick(userIds, random)]),
  );
  rows.push({ name: 'baseline: users by primary key', latency: baseline });

  const statistics = container.get(StatisticsUseCases);
  const detailDates = Array.from({ length: DETAIL_DATES }, (_, i) => addDays(today, -i));

  // The rollup's first fill: what the first read after the migration (or a year of changes) costs.
  await knex('statistics_play').delete();
  for (const period of ['all', '30d'] as const) {
    const started = performance.now();
    await statistics.userStats.execute(period);
    rows.push({
      name: `user stats, ${period}: first read, rollup empty`,
      seconds: (performance.now() - started) / 1000,
    });
  }

  const perPeriod: [string, (period: StatisticsPeriod) => Promise<unknown>][] = [
    ['user stats', (period) => statistics.userStats.execute(period)],
    ['daily players, page 1', (period) => statistics.dailyPlayers.execute({ period })],
    ['game reviews, page 1', (period) => statistics.gameReviews.execute({ period }).then(unwrap)],
  ];
  for (const [label, read] of perPeriod) {
    for (const period of ['30d', 'all'] as const) {
      rows.push({
        name: `${label}, ${period}`,
        latency: await measure(runs, warmUp, () => read(period)),
        target: TARGET_MS[period],
      });
    }
  }
  rows.push({
    name: 'user stats, 1y',
    latency: await measure(runs, warmUp, () => statistics.userStats.execute('1y')),
  });
  const { total: playedDates } = await statistics.dailyPlayers.execute({ period: 'all' });
  const lastPage = Math.max(1, Math.ceil(playedDates / 30));
  rows.push({
    name: `daily players, all, pages 1-${lastPage}`,
    latency: await measure(runs, warmUp, () =>
      statistics.dailyPlayers.execute({ period: 'all', page: 1 + Math.floor(random() * lastPage) }),
    ),
    target: TARGET_MS.all,
  });
  const perDate: [string, () => Promise<unknown>][] = [
    ['active sessions', () => statistics.activeSessions.execute()],
    [
      `combinations of a date, page 1 (last ${DETAIL_DATES} dates)`,
      () => statistics.combinations.execute(pick(detailDates, random)).then(unwrap),
    ],
    [
      `categories of a date (last ${DETAIL_DATES} dates)`,
      () => statistics.categoriesOfDate.execute(pick(detailDates, random)).then(unwrap),
    ],
    [
      'game reviews of a searched date',
      () =>
        statistics.gameReviews.execute({ period: '30d', searchDate: pick(detailDates, random) }).then(unwrap),
    ],
  ];
  for (const [label, read] of perDate) {
    // The categories reuse the game-over screen's count of the day's finished sessions (a heap read of
    // each, ~12,000 a date here): shown for information, it is that screen's query.
    const target = label.startsWith('categories') ? undefined : TARGET_MS.date;
    rows.push({ name: label, latency: await measure(runs, warmUp, read), target });
  }

  const reads: NamedRead[] = [
    ...(['30d', '1y', 'all'] as const).flatMap((period): NamedRead[] =>
      perPeriod.map(([label, read]) => [`${label}, ${period}`, () => read(period)]),
    ),
    ...perDate.map(([label, read]): NamedRead => [label.replace(/ \(.*\)$/, ''), read]),
  ];
  // The reviews of every date are read whole for `all`: allowed, and shown as a warning.
  const scanned = await checkReadPlans(knex, 'the statistics reads', reads, NEVER_SCANNED);
  rows.push({
    name: 'EXPLAIN: no seq scan of scores, users, sessions, tries',
    verdict: { pass: scanned.length === 0, note: scanned.join('; ') },
  });

  console.log();
  printTable(rows, baseline);
  for (const line of scanned) console.log(`  ${line}`);
} finally {
  await instance.close();
}
process.exit(rows.every((row) => passes(row) !== false) ? 0 : 1);
