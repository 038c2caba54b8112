import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dumpPgliteDirectory } from '../../adapters/postgres/pglite-archive';
import type { AppConfig } from '../app-config';
import { embeddedDatabaseDirectory } from '../embedded-database';
import { backUpFiles, createBackupFolder, entriesOf } from './backup-files';
import { newManifest, writeManifest, type BackedUpInstance } from './backup-manifest';
import { refuseOpenEmbeddedDatabases } from './embedded-database-guard';
import { cliConfig, runCli } from './cli-config';
import { commandLine, pgDumpArgs, runTool, withoutPassword } from './postgres-tools';

// `npm run backup [-- FOLDER]`: every instance's database, the uploads and the generated signing secret
// into a new folder (default backups/<time>), with backup.json saying what is there; `npm run restore`
// puts it back. Embedded database: stop the server first (two processes on one PGlite directory corrupt
// it). PostgreSQL (DATABASE_URL): pg_dump per instance schema while the servers run, or the commands to run.

const USAGE = 'Usage: npm run backup [-- <new folder>]   (default: backups/<date>T<time>Z)';

const timestamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;

/** The instances found on disk, configured now or not: a backup leaves nothing behind. */
async function embeddedInstances(dataDir: string): Promise<string[]> {
  const slugs = await entriesOf(path.join(dataDir, 'pglite'));
  const withDatabase = await Promise.all(
    slugs.map(async (slug) =>
      (await entriesOf(embeddedDatabaseDirectory(dataDir, slug))).includes('PG_VERSION'),
    ),
  );
  return slugs.filter((_, index) => withDatabase[index]).sort();
}

/** The embedded databases to back up, once it is sure that no server has one open. */
async function closedEmbeddedInstances(dataDir: string): Promise<string[]> {
  const slugs = await embeddedInstances(dataDir);
  if (slugs.length === 0) throw new Error(`${dataDir} holds no embedded database: is DATA_DIR right?`);
  await refuseOpenEmbeddedDatabases(dataDir, slugs);
  return slugs;
}

async function dumpEmbedded(dataDir: string, slugs: string[], folder: string): Promise<BackedUpInstance[]> {
  await mkdir(path.join(folder, 'pglite'));
  const instances: BackedUpInstance[] = [];
  for (const slug of slugs) {
    const file = path.join('pglite', `${slug}.tar.gz`);
    const tarball = await dumpPgliteDirectory(embeddedDatabaseDirectory(dataDir, slug));
    await writeFile(path.join(folder, file), tarball);
    instances.push({ slug, file });
  }
  return instances;
}

/** Not complete when pg_dump is not installed: the commands that complete it are printed instead. */
async function dumpPostgres(databaseUrl: string, config: AppConfig, folder: string) {
  const connection = withoutPassword(databaseUrl);
  await mkdir(path.join(folder, 'postgres'));
  const instances = config.instances.map(({ slug, schema }) => ({
    slug,
    schema,
    file: path.join('postgres', `${slug}.dump`),
  }));
  const dumps = instances.map(({ schema, file }) => pgDumpArgs(connection, schema, path.join(folder, file)));
  for (const [index, args] of dumps.entries()) {
    if ((await runTool('pg_dump', args, connection)) === 'done') continue;
    const missing = dumps.slice(index).map((each) => `  ${commandLine('pg_dump', each, connection)}\n`);
    process.stderr.write(
      'pg_dump is not installed here (Debian: apt-get install postgresql-client). The files are copied; ' +
        `to complete the backup, run:\n${missing.join('')}`,
    );
    return { instances, complete: false };
  }
  return { instances, complete: true };
}

/** Fills the new folder; answers whether the backup is complete. */
async function fill(config: AppConfig, folder: string, slugs: string[], startedAt: Date): Promise<boolean> {
  const { instances, complete } = config.databaseUrl
    ? await dumpPostgres(config.databaseUrl, config, folder)
    : { instances: await dumpEmbedded(config.dataDir, slugs, folder), complete: true };
  const files = await backUpFiles(config, folder);
  const database = config.databaseUrl ? 'postgresql' : 'embedded';
  await writeManifest(folder, newManifest({ database, instances, ...files }, startedAt));
  const databases = `${instances.length} ${database === 'embedded' ? 'embedded' : 'PostgreSQL'} database(s)`;
  const held = [
    `${databases} (${instances.map((each) => each.slug).join(', ')})`,
    ...(files.uploads ? ['the uploads'] : []),
    ...(files.jwtSecret ? ['the signing secret'] : []),
  ];
  process.stdout.write(
    `${complete ? 'Backed up' : 'Partly backed up'} into ${folder}: ${held.join(', ')}.\n` +
      'It holds password hashes and the signing secret: keep it as private as the server.\n',
  );
  return complete;
}

async function backUp(config: AppConfig, folder: string, startedAt: Date): Promise<boolean> {
  // Checked before the folder is made: a refused backup leaves nothing behind.
  const slugs = config.databaseUrl ? [] : await closedEmbeddedInstances(config.dataDir);
  await createBackupFolder(folder);
  try {
    return await fill(config, folder, slugs, startedAt);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nThe backup in ${folder} is incomplete: delete it.`);
  }
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const config = cliConfig();
  const startedAt = new Date();
  const folder = path.resolve(positionals[0] ?? path.join('backups', timestamp(startedAt)));
  return (await backUp(config, folder, startedAt)) ? 0 : 1;
}

runCli(main);
