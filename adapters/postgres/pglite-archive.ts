import { access } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from './knex-connection';

/**
 * PGlite keeps PostgreSQL's postmaster.pid in its directory while a process has it open, and removes it
 * when it closes the database. PGlite itself does not look at it: a second process opening the directory
 * at the same time goes ahead and corrupts it. So tools ask first.
 */
export async function pgliteDirectoryInUse(directory: string): Promise<boolean> {
  return access(path.join(directory, 'postmaster.pid')).then(
    () => true,
    () => false,
  );
}

/**
 * A consistent copy of an embedded database, as PGlite's own gzipped tarball of its directory. PGlite
 * takes it between two queries, after a checkpoint; the directory must not be open in another process.
 */
export async function dumpPgliteDirectory(directory: string): Promise<Uint8Array> {
  const pglite = await openPglite(directory);
  try {
    await pglite.exec('checkpoint');
    const tarball = await pglite.dumpDataDir('gzip');
    return new Uint8Array(await tarball.arrayBuffer());
  } finally {
    await pglite.close();
  }
}

/** Fills `directory` (new or empty) with the database of a tarball of dumpPgliteDirectory. */
export async function loadPgliteDirectory(directory: string, tarball: Uint8Array): Promise<void> {
  const pglite = await openPglite(directory, new Blob([new Uint8Array(tarball)]));
  try {
    // Opened and answering: the tarball held a whole database.
    await pglite.query('select 1');
  } finally {
    await pglite.close();
  }
}
