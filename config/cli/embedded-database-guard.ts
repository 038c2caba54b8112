import { pgliteDirectoryInUse } from '../../adapters/postgres/pglite-archive';
import { embeddedDatabaseDirectory } from '../embedded-database';

/**
 * Stops a command before it opens an embedded database that a running server has open: PGlite lets a
 * second process in, and the two corrupt it. A server that was killed leaves the same mark behind.
 */
export async function refuseOpenEmbeddedDatabases(dataDir: string, slugs: readonly string[]): Promise<void> {
  const open: string[] = [];
  for (const slug of slugs) {
    if (await pgliteDirectoryInUse(embeddedDatabaseDirectory(dataDir, slug))) open.push(slug);
  }
  if (open.length === 0) return;
  throw new Error(
    `The embedded database of ${open.join(', ')} is open (${embeddedDatabaseDirectory(dataDir, open[0]!)}` +
      '/postmaster.pid): stop the server first, as two processes on one embedded database corrupt it. ' +
      'If no server runs, the last one was killed before it closed the database: start it and stop it once.',
  );
}
