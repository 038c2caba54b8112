import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { connectPglite } from '../../../adapters/postgres/knex-connection';
import { apiCaller, type ApiCaller } from '../../support/api-client';
import { puzzleOf, registeredPlayer, solveAll, type RegisteredPlayer } from '../../support/game-api';
import { runCli, type CliRun } from '../../support/run-cli';
import { startTestServer, type TestServer } from '../../support/test-server';

// `npm run standings:rebuild` as an operator runs it: its own process on the embedded database of a
// DATA_DIR, with the server stopped. Games are played on a real server first (on the real clock, so the
// sample games lie around the real today), then the standings are wiped by hand and rebuilt.

const PASSWORD = 'Salainen1!';
const FIGURES = [
  'gamesPlayed',
  'winRate',
  'avgScore',
  'rankingScore',
  'combinedPoints',
  'lastPlayed',
] as const;

const previousDay = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

describe('Integration | Config | npm run standings:rebuild', function () {
  this.timeout(180_000);
  let dataDir: string;

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-rebuild-'));
  });
  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const runRebuild = (...args: string[]): Promise<CliRun> =>
    runCli('config/cli/standings-rebuild.ts', dataDir, ...args);

  const withServer = async <T>(work: (server: TestServer, api: ApiCaller) => Promise<T>): Promise<T> => {
    const server = await startTestServer({ embedded: true, dataDir, env: { INSTANCES: 'fi' } });
    try {
      return await work(server, apiCaller(server.url));
    } finally {
      await server.dispose();
    }
  };

  const withDatabase = async <T>(work: (db: Awaited<ReturnType<typeof connectPglite>>) => Promise<T>) => {
    const db = await connectPglite(path.join(dataDir, 'pglite', 'fi'), 'wordgame_fi');
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };

  /** The standing figures of each named player, read through the API after logging in. */
  const figuresOf = async (api: ApiCaller, usernames: readonly string[]) => {
    const figures: Record<string, unknown> = {};
    for (const username of usernames) {
      const login = await api.post('/auth/login', { username, password: PASSWORD });
      expect(login.status, JSON.stringify(login.body)).to.equal(200);
      const profile = (await api.get('/auth/profile', login.body.token)).body;
      const streak = (await api.get('/scoreboard/streak', login.body.token)).body;
      figures[username] = { ...Object.fromEntries(FIGURES.map((key) => [key, profile[key]])), streak };
    }
    return figures;
  };

  it('given standings wiped and one left without results, then the rebuild prints its progress, exits 0, and every figure comes back', async () => {
    const suffix = `_${process.pid % 1000}`;
    const [winner, loser, idle] = [`voittaja${suffix}`, `haviaja${suffix}`, `katsoja${suffix}`] as const;
    const players: Record<string, RegisteredPlayer> = {};
    const before = await withServer(async (server, api) => {
      const today = (await api.get('/game/daily', undefined, { 'X-Guest-ID': 'guest_rebuildtest000000001' }))
        .body.today as string;
      const yesterday = previousDay(today);
      for (const username of [winner, loser, idle]) players[username] = await registeredPlayer(api, username);
      await solveAll(players[winner]!, await puzzleOf(server, yesterday));
      const puzzle = await puzzleOf(server, today);
      await players[winner]!.check(puzzle.wrong(0), today);
      await solveAll(players[winner]!, puzzle);
      await players[loser]!.start(yesterday);
      expect((await players[loser]!.forfeit(yesterday)).status).to.equal(200);
      return figuresOf(api, [winner, loser, idle]);
    });
    expect(before[winner]).to.deep.include({ gamesPlayed: 2, winRate: 100 });
    expect((before[winner] as { streak: unknown }).streak).to.deep.equal({
      currentStreak: 2,
      maxStreak: 2,
      losingStreak: 0,
    });
    expect(before[loser]).to.deep.include({ gamesPlayed: 1, winRate: 0, combinedPoints: 0 });
    expect(before[idle]).to.deep.include({ gamesPlayed: 0, lastPlayed: null });

    const idleId = players[idle]!.userId;
    await withDatabase(async (db) => {
      expect(await db('standings').delete()).to.equal(2);
      await db('standings').insert({
        user_id: idleId,
        games_played: 3,
        combined_points: 999,
        current_streak: 2,
      });
    });

    const run = await runRebuild();
    expect(run.code, run.stderr).to.equal(0);
    expect(run.stderr).to.equal('');
    // Players with results: the winner and the loser. Podiums already decided (the server's rollover at
    // start) are not decided again, so how many dates this run decides depends on that tick.
    expect(run.stdout).to.match(
      /^Rebuilding the standings of 2 players\.\.\.\n {2}standings: 2\/2\n {2}podiums: \d+ dates decided\nDone in \d+\.\d s: 2 players, 1 stale standings removed, \d+ podiums\.\n$/,
    );

    await withDatabase(async (db) => {
      const rows: { user_id: string }[] = await db('standings').select('user_id');
      expect(rows.map((row) => row.user_id)).to.have.members([
        players[winner]!.userId,
        players[loser]!.userId,
      ]);
    });
    const after = await withServer((_server, api) => figuresOf(api, [winner, loser, idle]));
    expect(after).to.deep.equal(before);
  });

  it('given an instance that is not configured, then exit 1 naming the instances there are', async () => {
    const run = await runRebuild('--instance', 'nope');
    expect(run.code).to.equal(1);
    expect(run.stdout).to.equal('');
    expect(run.stderr).to.contain('No instance "nope" (INSTANCES has: fi)');
  });
});
