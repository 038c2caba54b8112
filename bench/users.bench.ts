// The control panel's users and the recalculation at scale, on the schema `npm run bench:seed` fills
// (100,000 players, 3,000,000 scores), through the application as the server composes it:
//   npm run bench:users [-- --schema wordgame_bench --runs 300 --warm-up 30 --skip-recalculation]
// Each latency is printed beside a primary-key read of a user measured in the same run. Targets are the
// issue's: the users list (any sort, any page, with a search) p95 under 30 ms; the recalculation's first
// progress within 1 s and its end under 60 s; no sequential scan of users, standings or game_scores.
import { parseArgs } from 'node:util';
import * as E from 'fp-ts/Either';
import { RecalculateScoreboards } from '../application/scores/recalculate-scoreboards.use-case';
import { ListUsers } from '../application/users/list-users.use-case';
import { UserDetails } from '../application/users/user-details.use-case';
import { SORT_ORDERS, USER_FILTERS, USER_SORTS } from '../contracts/manage-users.codec';
import { PAGE_SIZES } from '../domain/constants/page-sizes.constants';
import { seededRandom } from './support/activity-plan';
import { DEFAULT_BENCH_SCHEMA, DEFAULT_DATABASE_URL, openBenchInstance } from './support/bench-instance';
import { checkReadPlans, type NamedRead } from './support/plan-check';
import { passes, printTable, type ResultRow } from './support/report';
import { measure, pick } from './support/timing';

const TARGET = { listMs: 30, firstProgressSeconds: 1, recalculationSeconds: 60 } as const;
const NEVER_SCANNED = ['users', 'standings', 'game_scores'];

const { values } = parseArgs({
  options: {
    schema: { type: 'string', default: DEFAULT_BENCH_SCHEMA },
    runs: { type: 'string', default: '300' },
    'warm-up': { type: 'string', default: '30' },
    seed: { type: 'string', default: '11' },
    'skip-recalculation': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const warmUp = Number(values['warm-up']);
const random = seededRandom(Number(values.seed));

const instance = await openBenchInstance(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, values.schema);
const { container, knex } = instance;
const rows: ResultRow[] = [];
try {
  const userIds: string[] = await knex('users').pluck('id');
  if (userIds.length === 0) throw new Error(`${values.schema} is empty: run npm run bench:seed first`);
  const names: string[] = await knex('users').orderByRaw('random()').limit(500).pluck('username');
  console.log(`${values.schema}: ${userIds.length} users; ${runs} runs after ${warmUp} warm-up calls each\n`);

  const baseline = await measure(runs, warmUp, () =>
    knex.raw('select * from users where id = ?', [pick(userIds, random)]),
  );
  rows.push({ name: 'baseline: users by primary key', latency: baseline });

  const users = container.get(ListUsers);
  const pages = Math.ceil(userIds.length / PAGE_SIZES.users);
  const anyOrder = () => ({ sort: pick(USER_SORTS, random), order: pick(SORT_ORDERS, random) });
  rows.push({
    name: 'users list, page 1 (any sort, either order)',
    latency: await measure(runs, warmUp, () => users.list({ ...anyOrder(), page: 1 })),
    target: TARGET.listMs,
  });
  rows.push({
    name: `users list, pages 1-${pages} (any sort)`,
    latency: await measure(runs, warmUp, () =>
      users.list({ ...anyOrder(), page: 1 + Math.floor(random() * pages) }),
    ),
    target: TARGET.listMs,
  });
  // Two or three first letters of a real name: the broad searches an admin types first.
  const term = () => pick(names, random).slice(0, 2 + Math.floor(random() * 2));
  rows.push({
    name: 'users list, a search of 2-3 letters (any sort)',
    latency: await measure(runs, warmUp, () => users.list({ ...anyOrder(), search: term() })),
    target: TARGET.listMs,
  });
  rows.push({
    name: 'users list, a filter (any sort)',
    latency: await measure(runs, warmUp, () =>
      users.list({ ...anyOrder(), filter: pick(USER_FILTERS, random) }),
    ),
    target: TARGET.listMs,
  });
  rows.push({
    name: 'inactive users (30 days), page 1',
    latency: await measure(runs, warmUp, () => users.inactive(undefined, 1)),
  });
  const details = container.get(UserDetails);
  rows.push({
    name: "a user's details",
    latency: await measure(runs, warmUp, () => details.of(pick(userIds, random))),
  });

  const reads: NamedRead[] = [
    ...USER_SORTS.flatMap((sort) =>
      SORT_ORDERS.map((order): NamedRead => [
        `list by ${sort} ${order}, last page`,
        () => users.list({ sort, order, page: pages }),
      ]),
    ),
    ...USER_FILTERS.map((filter): NamedRead => [`list, filter ${filter}`, () => users.list({ filter })]),
    ['list, search "ma" by games', () => users.list({ search: 'ma', sort: 'gamesPlayed', order: 'desc' })],
    ['inactive users', () => users.inactive(undefined, 1)],
    ["a user's details", () => details.of(userIds[0]!)],
  ];
  const scanned = await checkReadPlans(knex, 'the users reads', reads, NEVER_SCANNED);
  rows.push({
    name: 'EXPLAIN: no seq scan of users/standings/scores',
    verdict: { pass: scanned.length === 0, note: scanned.join('; ') },
  });

  if (!values['skip-recalculation']) {
    const started = performance.now();
    let firstProgress: number | null = null;
    const job = await container
      .get(RecalculateScoreboards)
      .start({ id: null, username: 'bench' }, (event) => {
        if (event.type === 'progress' && firstProgress === null) firstProgress = performance.now() - started;
      });
    if (E.isLeft(job)) throw new Error(`recalculation: ${job.left.message}`);
    const outcome = await job.right.finished;
    if (outcome !== 'complete') throw new Error(`recalculation ended with ${outcome}`);
    rows.push({
      name: 'recalculation: first progress event',
      seconds: (firstProgress ?? Number.POSITIVE_INFINITY) / 1000,
      target: TARGET.firstProgressSeconds,
    });
    rows.push({
      name: 'recalculation: all scoreboards',
      seconds: (performance.now() - started) / 1000,
      target: TARGET.recalculationSeconds,
    });
    await knex.raw('vacuum analyze standings');
  }

  console.log();
  printTable(rows, baseline);
  for (const line of scanned) console.log(`  ${line}`);
} finally {
  await instance.close();
}
process.exit(rows.every((row) => passes(row) !== false) ? 0 : 1);
