import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { connectPostgres } from '../../../adapters/postgres/knex-connection';
import { migrateToLatest } from '../../../adapters/postgres/migrate';
import { dropSchema, pendingWithoutInfrastructure, testDatabase } from '../../support/infrastructure';
import { runCliWith } from '../../support/run-cli';

// `npm run backup` and `npm run restore` with DATABASE_URL (issue 17): pg_dump of each instance's schema,
// and the restore as printed commands that bring the schema back. The password of DATABASE_URL is shown
// nowhere (the test server trusts local connections, so any password lets the tools in).

const PASSWORD = `Sekret-${randomBytes(4).toString('hex')}`;
const run = promisify(execFile);

describe('Integration | Config | npm run backup and npm run restore (PostgreSQL)', function () {
  this.timeout(120_000);
  const slug = `test-bk-${randomBytes(3).toString('hex')}`;
  const schema = `wordgame_${slug.replace(/-/g, '_')}`;
  let plainUrl: string;
  let databaseUrl: string;
  let scratch: string;

  before(async function () {
    const { url } = await testDatabase();
    if (!url) return pendingWithoutInfrastructure(this, 'PostgreSQL');
    plainUrl = url;
    const withPassword = new URL(url);
    withPassword.password = PASSWORD;
    databaseUrl = withPassword.toString();
    scratch = await mkdtemp(path.join(os.tmpdir(), 'wordgame-pgbackup-'));
  });
  after(async () => {
    if (plainUrl) await dropSchema(plainUrl, schema);
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  const withSchema = async <T>(work: (db: ReturnType<typeof connectPostgres>) => Promise<T>) => {
    const db = connectPostgres(plainUrl, schema, 2);
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  };
  const cli = (script: string, dataDir: string, ...args: string[]) =>
    runCliWith(script, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, INSTANCES: `${slug}:en` }, ...args);

  it('given a schema with a player, then pg_dump backs it up and the printed commands bring it back after it is gone', async () => {
    const userId = randomUUID();
    await withSchema(async (db) => {
      await migrateToLatest(db, schema);
      await db('users').insert({ id: userId, username: 'talteen', password_hash: 'x' });
    });
    const folder = path.join(scratch, 'backup');

    const backup = await cli('config/cli/backup.ts', path.join(scratch, 'data'), folder);

    expect(backup.code, backup.stderr).to.equal(0);
    expect(backup.stdout + backup.stderr).not.to.contain(PASSWORD);
    const manifest = JSON.parse(await readFile(path.join(folder, 'backup.json'), 'utf8'));
    expect(manifest).to.deep.include({
      database: 'postgresql',
      instances: [{ slug, schema, file: `postgres/${slug}.dump` }],
    });

    const restore = await cli('config/cli/restore.ts', path.join(scratch, 'fresh'), folder);
    expect(restore.code, restore.stderr).to.equal(0);
    expect(restore.stdout).not.to.contain(PASSWORD);
    const commands = restore.stdout.split('\n').filter((line) => line.startsWith('  '));
    expect(commands).to.have.length(2);
    expect(commands[0]).to.contain(`drop schema if exists ${schema} cascade`);
    expect(commands[1]).to.contain(`pg_restore --no-owner --exit-on-error`);

    await dropSchema(plainUrl, schema);
    const placeholder = "'<the password of DATABASE_URL>'";
    for (const command of commands) await run('sh', ['-c', command.trim().replace(placeholder, PASSWORD)]);
    await withSchema(async (db) => {
      expect(await db('users').pluck('username')).to.deep.equal(['talteen']);
    });
  });

  it('given no pg_dump on PATH, then the backup prints the commands to finish it, without the password, and exits 1', async () => {
    const folder = path.join(scratch, 'by-hand');
    const backup = await runCliWith(
      'config/cli/backup.ts',
      {
        DATA_DIR: path.join(scratch, 'data'),
        DATABASE_URL: databaseUrl,
        INSTANCES: `${slug}:en`,
        // An empty PATH: node itself is started by its full path.
        PATH: path.join(scratch, 'no-tools'),
      },
      folder,
    );
    expect(backup.code).to.equal(1);
    expect(backup.stderr).to.contain('pg_dump is not installed here');
    expect(backup.stderr).to.contain(
      `pg_dump --format=custom --schema=${schema} --file=${path.join(folder, 'postgres', `${slug}.dump`)}`,
    );
    expect(backup.stdout + backup.stderr).not.to.contain(PASSWORD);
  });
});
