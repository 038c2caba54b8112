import type { Knex } from 'knex';
import { KnexDatabase } from '../../adapters/postgres/knex-database';

/** How long opening and migrating may take: PGlite's takes seconds, and on a busy machine more than a minute. */
const OPENING_MS = 180_000;

/**
 * One migrated database for a whole test file, opened by the first hook that asks for it and closed (and
 * dropped) after the file; each test empties what it wrote. The hook that opens it is given the time that
 * takes, so the ordinary time limit still holds for every other hook.
 */
export function sharedDatabase(open: () => Promise<{ knex: Knex; drop: () => Promise<void> }>) {
  let opened: Promise<{ database: KnexDatabase; drop: () => Promise<void> }> | undefined;
  after(async () => {
    if (!opened) return;
    const { database, drop } = await opened;
    await database.close();
    await drop();
  });
  return async (hook: Mocha.Context): Promise<KnexDatabase> => {
    if (!opened) {
      hook.timeout(OPENING_MS);
      opened = open().then(({ knex, drop }) => ({ database: new KnexDatabase(knex), drop }));
    }
    return (await opened).database;
  };
}
