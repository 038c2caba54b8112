import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ImportGames } from '../../application/games/import-games.use-case';
import { runCli, withInstanceForCli } from './open-instance';

// `npm run games:import -- FILE.json [--instance fi]`: publishes the games of an import file, all or
// nothing. With the embedded database (no DATABASE_URL), stop the server first: PGlite has one writer.

const USAGE = 'Usage: npm run games:import -- FILE.json [--instance <slug>]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { instance: { type: 'string' } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  let content: unknown;
  try {
    content = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  return withInstanceForCli(values.instance, async (opened) => {
    const result = await opened.container.get(ImportGames).execute(content);
    if (result._tag === 'Left') {
      const problems = (result.left.details?.problems ?? []) as { path: string; message: string }[];
      console.error(`Nothing imported into ${opened.slug}: ${file} has ${problems.length} problem(s):`);
      for (const problem of problems) console.error(`  ${problem.path}: ${problem.message}`);
      return 1;
    }
    const { created, replaced, unchanged } = result.right;
    process.stdout.write(
      `Imported into ${opened.slug}: ${created} created, ${replaced} replaced, ${unchanged} unchanged.\n`,
    );
    return 0;
  });
}

runCli(main);
