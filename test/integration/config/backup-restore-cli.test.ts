import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { KNEX_DATABASE, type KnexDatabase } from '../../../adapters/postgres/knex-database';
import { apiCaller, type ApiCaller } from '../../support/api-client';
import { puzzleOf, registeredPlayer, solveAll } from '../../support/game-api';
import { anImage } from '../../support/images';
import { imageForm } from '../../support/news-api';
import { runCli } from '../../support/run-cli';
import { startTestServer, type TestServer } from '../../support/test-server';

// `npm run backup` and `npm run restore` as an operator runs them on the embedded database (issue 17): a
// server with a player, a game played and a logo; stopped; backed up; restored into a new data directory;
// a server started there finds all of it (the old sign-in too: the signing secret came along).

const PASSWORD = 'Salainen1!';
const LOGO = '/uploads/fi/branding/logo.png';

describe('Integration | Config | npm run backup and npm run restore (embedded)', function () {
  this.timeout(120_000);
  let scratch: string;
  const folders = { data: '', backup: '', restored: '' };

  before(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'wordgame-backup-'));
    folders.data = path.join(scratch, 'data');
    folders.backup = path.join(scratch, 'backups', 'first');
    folders.restored = path.join(scratch, 'restored');
  });
  after(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  const withServer = async <T>(dataDir: string, work: (server: TestServer, api: ApiCaller) => Promise<T>) => {
    const server = await startTestServer({ embedded: true, dataDir, env: { INSTANCES: 'fi' } });
    try {
      return await work(server, apiCaller(server.url));
    } finally {
      await server.dispose();
    }
  };

  const uploadLogo = async (server: TestServer, userId: string, token: string) => {
    const database = server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE);
    await database
      .knex('users')
      .where({ id: userId })
      .update({ roles: ['admin'] });
    const form = imageForm({ bytes: await anImage('png', 64, 64), name: 'logo.png', type: 'image/png' });
    const answer = await fetch(`${server.url}/fi/api/manage/system/branding/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(answer.status, await answer.clone().text()).to.equal(200);
    return Buffer.from(await (await fetch(`${server.url}${LOGO}`)).arrayBuffer());
  };

  it('given a server with data, then the backup (refused while it runs) restores into a new data directory where a new server finds everything', async () => {
    const username = `varmuus_${process.pid % 1000}`;
    const before = await withServer(folders.data, async (server, api) => {
      const player = await registeredPlayer(api, username);
      const today = (await player.get('/game/daily')).body.today as string;
      await solveAll(player, await puzzleOf(server, today));
      const logo = await uploadLogo(server, player.userId, player.token);
      const refused = await runCli('config/cli/backup.ts', folders.data, folders.backup);
      expect(refused.code).to.equal(1);
      expect(refused.stderr).to.contain('stop the server first');
      expect(await readdir(folders.backup).catch(() => 'absent')).to.equal('absent');
      const refreshToken = (await api.post('/auth/login', { username, password: PASSWORD })).body
        .refreshToken;
      const profile = (await player.get('/auth/profile')).body;
      return { logo, refreshToken, gamesPlayed: profile.gamesPlayed, combinedPoints: profile.combinedPoints };
    });
    expect(before.gamesPlayed).to.equal(1);

    const backup = await runCli('config/cli/backup.ts', folders.data, folders.backup);
    expect(backup.code, backup.stderr).to.equal(0);
    expect(backup.stdout).to.contain(
      `Backed up into ${folders.backup}: 1 embedded database(s) (fi), the uploads, the signing secret.`,
    );
    expect((await readdir(folders.backup)).sort()).to.deep.equal([
      'backup.json',
      'jwt-secret',
      'pglite',
      'uploads',
    ]);
    const manifest = JSON.parse(await readFile(path.join(folders.backup, 'backup.json'), 'utf8'));
    expect(manifest).to.deep.include({
      database: 'embedded',
      instances: [{ slug: 'fi', file: 'pglite/fi.tar.gz' }],
      uploads: true,
      jwtSecret: true,
    });
    const again = await runCli('config/cli/backup.ts', folders.data, folders.backup);
    expect(again.code).to.equal(1);
    expect(again.stderr).to.contain('is not empty');

    const restore = await runCli('config/cli/restore.ts', folders.restored, folders.backup);
    expect(restore.code, restore.stderr).to.equal(0);
    expect(restore.stdout).to.contain(`Restored fi of ${manifest.createdAt} into ${folders.restored}.`);
    const overwrite = await runCli('config/cli/restore.ts', folders.restored, folders.backup);
    expect(overwrite.code).to.equal(1);
    expect(overwrite.stderr).to.contain(`${folders.restored} is not empty`);

    await withServer(folders.restored, async (server, api) => {
      const login = await api.post('/auth/login', { username, password: PASSWORD });
      expect(login.status, JSON.stringify(login.body)).to.equal(200);
      const profile = (await api.get('/auth/profile', login.body.token)).body;
      expect(profile).to.include({ gamesPlayed: before.gamesPlayed, combinedPoints: before.combinedPoints });
      const renewed = await api.post('/auth/refresh-token', { refreshToken: before.refreshToken });
      expect(renewed.status, JSON.stringify(renewed.body)).to.equal(200);
      const logo = await fetch(`${server.url}${LOGO}`);
      expect(logo.status).to.equal(200);
      expect(Buffer.from(await logo.arrayBuffer()).equals(before.logo)).to.equal(true);
    });
  });

  it('given --force, then restore replaces a used data directory with the backup', async () => {
    const restore = await runCli('config/cli/restore.ts', folders.restored, folders.backup, '--force');
    expect(restore.code, restore.stderr).to.equal(0);
    expect(await readFile(path.join(folders.restored, 'jwt-secret'), 'utf8')).to.equal(
      await readFile(path.join(folders.data, 'jwt-secret'), 'utf8'),
    );
    expect(await readdir(path.join(folders.restored, 'pglite', 'fi'))).to.include('PG_VERSION');
  });

  it('given a folder that is no backup, or no folder, then restore says so and changes nothing', async () => {
    const notBackup = await runCli('config/cli/restore.ts', path.join(scratch, 'fresh'), scratch);
    expect(notBackup.code).to.equal(1);
    expect(notBackup.stderr).to.contain('is this a backup folder?');
    const usage = await runCli('config/cli/restore.ts', path.join(scratch, 'fresh'));
    expect(usage.code).to.equal(2);
    expect(usage.stderr).to.contain('Usage: npm run restore -- <backup folder> [--force]');
  });
});
