// The standings at scale (DESIGN 6), on the schema `npm run bench:seed` fills (100,000 players, 3,000,000
// scores over 365 dates), through the application as the server composes it:
//   npm run bench:standings [-- --schema wordgame_bench --runs 500 --warm-up 50 --skip-rebuild]
// Each latency is printed beside a baseline measured in the same run on the same pool (a bare primary-key
// read of a user): targets are p95 values from the issue, and the EXPLAIN check fails on any sequential scan
// of game_scores or standings by a scoreboard read. Exits 1 when a target or a check fails.
import { parseArgs } from 'node:util';
import * as E from 'fp-ts/Either';
import { GameCalendar } from '../application/gameplay/game-calendar';
import { Scoreboard } from '../application/scoreboard/scoreboard.use-case';
import { RebuildStandings } from '../application/standings/rebuild-standings.use-case';
import { SORT_KEYS } from '../contracts/scoreboard.codec';
import { PAGE_SIZES } from '../domain/constants/page-sizes.constants';
import { PLAYERS_TAB_MIN_GAMES } from '../domain/constants/standings.constants';
import { seededRandom } from './support/activity-plan';
import { DEFAULT_BENCH_SCHEMA, DEFAULT_DATABASE_URL, openBenchInstance } from './support/bench-instance';
import { checkReadPlans, type NamedRead } from './support/plan-check';
import { passes, printTable, type ResultRow } from './support/report';
import { ScoreSubmission } from './support/score-submission';
import { measure, pick } from './support/timing';

const TARGET = { playersTabMs: 20, submissionMs: 30, rebuildSeconds: 60 } as const;
/** Tables a scoreboard read must never scan whole. */
const NEVER_SCANNED = ['game_scores', 'standings'];

const { values } = parseArgs({
  options: {
    schema: { type: 'string', default: DEFAULT_BENCH_SCHEMA },
    runs: { type: 'string', default: '500' },
    'warm-up': { type: 'string', default: '50' },
    seed: { type: 'string', default: '7' },
    'skip-rebuild': { type: 'boolean', default: false },
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
const submission = new ScoreSubmission(container);
const rows: ResultRow[] = [];
try {
  const [sizes] = (
    await knex.raw<{ rows: { users: number; scores: number; dates: number }[] }>(
      `select (select count(*) from users) as users, (select count(*) from game_scores) as scores,
              (select count(*) from games where status = 'published') as dates`,
    )
  ).rows;
  if (!sizes || sizes.users === 0) throw new Error(`${values.schema} is empty: run npm run bench:seed first`);
  const today = container.get(GameCalendar).today();
  console.log(
    `${values.schema}: ${sizes.users} players, ${sizes.scores} scores, ${sizes.dates} dates up to ${today}; ` +
      `${runs} runs after ${warmUp} warm-up calls each, one at a time\n`,
  );

  if (!values['skip-rebuild']) {
    const started = performance.now();
    const last = await container.get(RebuildStandings).run((event) => {
      if (event.type === 'start') console.log(`rebuild: ${event.totalPlayers} players`);
      if (event.type === 'progress' && (event.phase === 'podiums' || event.done % 20_000 === 0)) {
        console.log(
          `  ${event.phase} ${event.done}/${event.total}  ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    });
    if (last.type !== 'complete')
      throw new Error(`rebuild: ${last.type === 'error' ? last.message : last.type}`);
    rows.push({
      name: 'full rebuild (RebuildStandings.run)',
      seconds: last.durationMs / 1000,
      target: TARGET.rebuildSeconds,
    });
    // A rebuild rewrites every standing; autovacuum would tidy up and re-analyze soon after. Done at once
    // here, so the reads below meet the table as it will be, not halfway through that.
    await knex.raw('vacuum analyze standings');
  }

  const userIds: string[] = await knex('users').pluck('id');
  const baseline = await measure(runs, warmUp, () =>
    knex.raw('select * from users where id = ?', [pick(userIds, random)]),
  );
  rows.push({ name: 'baseline: users by primary key', latency: baseline });

  const scoreboard = container.get(Scoreboard);
  const listed = Number(
    (
      await knex('standings')
        .where('games_played', '>=', PLAYERS_TAB_MIN_GAMES)
        .count<{ n: number }[]>('* as n')
    )[0]?.n,
  );
  const pages = Math.max(1, Math.ceil(listed / PAGE_SIZES.players));
  const playersPage = (page: number) =>
    scoreboard
      .players(pick(userIds, random), {
        filter: 'all',
        sortBy: pick(SORT_KEYS, random),
        sortOrder: 'desc',
        page,
      })
      .then(unwrap);
  rows.push({
    name: `players tab, page 1 (any sort key)`,
    latency: await measure(runs, warmUp, () => playersPage(1)),
    target: TARGET.playersTabMs,
  });
  rows.push({
    name: `players tab, pages 1-${pages} (any sort key)`,
    latency: await measure(runs, warmUp, () => playersPage(1 + Math.floor(random() * pages))),
    target: TARGET.playersTabMs,
  });

  const dates: string[] = await knex('games')
    .where('status', 'published')
    .orderBy('game_date')
    .pluck('game_date');
  rows.push({
    name: 'day scores, any date, page 1',
    latency: await measure(runs, warmUp, () =>
      scoreboard.day(pick(userIds, random), pick(dates, random), { page: 1 }).then(unwrap),
    ),
  });
  rows.push({
    name: 'days tab, page 1',
    latency: await measure(runs, warmUp, () => scoreboard.days(pick(userIds, random), { page: 1 })),
  });
  rows.push({
    name: "today's high score",
    latency: await measure(runs, warmUp, () => scoreboard.todayHighScore()),
  });
  rows.push({
    name: "player's own scores, page 1",
    latency: await measure(runs, warmUp, () => scoreboard.ownScores(pick(userIds, random), { page: 1 })),
  });

  // Players without today's game, in a fixed random order; the busiest ones measured on their own too.
  const fresh = (minGames: number, limit: number) =>
    knex('standings as st')
      .where('st.games_played', '>=', minGames)
      .whereNotExists(
        knex('game_scores as s').whereRaw('s.user_id = st.user_id and s.game_date = ?', [today]),
      )
      .orderByRaw('md5(st.user_id::text || ?)', [values.seed])
      .limit(limit)
      .pluck('st.user_id') as Promise<string[]>;
  const players = await fresh(0, runs + warmUp);
  rows.push({
    name: 'score submission (store + standings + achievements)',
    latency: await measure(players.length - warmUp, warmUp, (i) =>
      submission.submit(players[i]!, today, random),
    ),
    target: TARGET.submissionMs,
  });
  const busiest = await fresh(300, Math.max(10, Math.floor(runs / 5)));
  if (busiest.length > 0) {
    rows.push({
      name: `score submission, players with 300+ games`,
      latency: await measure(busiest.length, 0, (i) => submission.submit(busiest[i]!, today, random)),
      target: TARGET.submissionMs,
    });
  }

  // The plans of the scoreboard reads, as the adapter sends them, on this data.
  const viewer = busiest[0] ?? players[0]!;
  const reads: NamedRead[] = [
    ...SORT_KEYS.map((sortBy): NamedRead => [
      `players tab by ${sortBy}`,
      () => scoreboard.players(viewer, { filter: 'all', sortBy, sortOrder: 'desc', page: 1 }),
    ]),
    ['players tab, last page', () => scoreboard.players(viewer, { filter: 'all', page: pages })],
    [
      'players tab, ascending',
      () => scoreboard.players(viewer, { filter: 'all', sortOrder: 'asc', page: 1 }),
    ],
    ['day scores of today', () => scoreboard.day(viewer, today, { page: 1 })],
    ['day scores of a past date', () => scoreboard.day(viewer, dates[0], { page: 1 })],
    ["player's own scores", () => scoreboard.ownScores(viewer, { page: 1 })],
    ['days tab', () => scoreboard.days(viewer, { page: 1 })],
    ["today's high score", () => scoreboard.todayHighScore()],
    ['previous days', () => scoreboard.previousDays(viewer, { page: 1 })],
  ];
  const scanned = await checkReadPlans(knex, 'the scoreboard reads', reads, NEVER_SCANNED);
  rows.push({
    name: 'EXPLAIN: no seq scan of game_scores/standings',
    verdict: { pass: scanned.length === 0, note: scanned.join('; ') },
  });

  console.log();
  printTable(rows, baseline);
  for (const line of scanned) console.log(`  ${line}`);
} finally {
  const removed = await submission.restore(knex).catch((error: unknown) => {
    console.error(`Could not take the bench's scores out again: ${(error as Error).message}`);
    return 0;
  });
  if (removed > 0) console.log(`\n(${removed} scores stored by the bench were taken out again)`);
  await instance.close();
}
process.exit(rows.every((row) => passes(row) !== false) ? 0 : 1);
