import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadPgliteDirectory } from '../../adapters/postgres/pglite-archive';
import type { AppConfig } from '../app-config';
import { embeddedDatabaseDirectory } from '../embedded-database';
import { entriesOf, restoreFiles } from './backup-files';
import { readManifest, type BackupManifest } from './backup-manifest';
import { refuseOpenEmbeddedDatabases } from './embedded-database-guard';
import { cliConfig, runCli } from './cli-config';
import { commandLine, dropSchemaArgs, pgRestoreArgs, withoutPassword } from './postgres-tools';

// `npm run restore -- FOLDER [--force]`: puts a backup of `npm run backup` back. Embedded databases go into
// DATA_DIR, which must be empty (a new one) unless --force, which replaces the databases, uploads and secret
// the backup holds. PostgreSQL dumps: the files are put back and the pg_restore commands printed, to run
// with the servers stopped (replacing a live database is a step an operator takes, not a script).

const USAGE = 'Usage: npm run restore -- <backup folder> [--force]';

/** Writing over a data directory in use would mix two states of the game; --force says it is meant. */
async function refuseUnlessFresh(config: AppConfig, force: boolean): Promise<void> {
  const used = [config.dataDir, config.uploadsDir];
  for (const folder of used) {
    if (force || (await entriesOf(folder)).length === 0) continue;
    throw new Error(
      `${folder} is not empty: restore into a new DATA_DIR, or pass --force to replace what the backup holds`,
    );
  }
}

async function restoreEmbedded(manifest: BackupManifest, folder: string, config: AppConfig) {
  await refuseOpenEmbeddedDatabases(
    config.dataDir,
    manifest.instances.map((instance) => instance.slug),
  );
  for (const instance of manifest.instances) {
    const directory = embeddedDatabaseDirectory(config.dataDir, instance.slug);
    await rm(directory, { recursive: true, force: true });
    await loadPgliteDirectory(directory, await readFile(path.join(folder, instance.file)));
  }
}

function printPostgresCommands(manifest: BackupManifest, folder: string, databaseUrl: string): void {
  const connection = withoutPassword(databaseUrl);
  const lines = manifest.instances.flatMap(({ schema, file }) => [
    commandLine('psql', dropSchemaArgs(connection, schema ?? ''), connection),
    commandLine('pg_restore', pgRestoreArgs(connection, path.join(folder, file)), connection),
  ]);
  process.stdout.write(
    'Stop every server of these instances, then replace each schema with its dump:\n' +
      lines.map((line) => `  ${line}\n`).join(''),
  );
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const folder = path.resolve(positionals[0]!);
  const manifest = await readManifest(folder);
  const config = cliConfig();
  if (manifest.database === 'embedded' && config.databaseUrl)
    throw new Error('This backup holds embedded databases: restore it without DATABASE_URL, into a DATA_DIR');
  if (manifest.database === 'postgresql' && !config.databaseUrl)
    throw new Error('This backup holds PostgreSQL dumps: set DATABASE_URL to the server they go back into');
  await refuseUnlessFresh(config, values.force);
  if (manifest.database === 'embedded') await restoreEmbedded(manifest, folder, config);
  await restoreFiles(manifest, folder, config);
  const slugs = manifest.instances.map((instance) => instance.slug).join(', ');
  if (config.databaseUrl) printPostgresCommands(manifest, folder, config.databaseUrl);
  else process.stdout.write(`Restored ${slugs} of ${manifest.createdAt} into ${config.dataDir}.\n`);
  return 0;
}

runCli(main);
