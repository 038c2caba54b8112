import path from 'node:path';

/** Where the embedded database of an instance lives: one PGlite directory each (PGlite has one connection). */
export const embeddedDatabaseDirectory = (dataDir: string, slug: string): string =>
  path.join(dataDir, 'pglite', slug);
