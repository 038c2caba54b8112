import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** What one test file left for the summary reporter (test/support/summary-reporter.cjs reads these). */
export interface FileRecord {
  /** Relative to the project, e.g. `test/e2e/game.test.ts`. */
  file: string;
  /** Wall time from the file's first hook to its last; null when files ran in one process (serial mode). */
  ms: number | null;
  tests: number;
  /** Full titles of the tests that neither passed, failed nor were skipped (a hook failed before them). */
  notRun: string[];
}

function testsOf(suite: Mocha.Suite): Mocha.Test[] {
  return [...suite.tests, ...suite.suites.flatMap(testsOf)];
}

/**
 * Writes a record per test file under `root` into TEST_RECORDS_DIR (set by the reporter; nothing when it
 * is not). Under `--parallel` the root holds one file and `ms` is its time.
 */
export function recordFiles(root: Mocha.Suite, ms: number): void {
  const directory = process.env.TEST_RECORDS_DIR;
  if (!directory) return;
  const byFile = new Map<string, Mocha.Suite[]>();
  for (const suite of root.suites)
    if (suite.file) byFile.set(suite.file, [...(byFile.get(suite.file) ?? []), suite]);
  for (const [file, suites] of byFile) {
    const tests = suites.flatMap(testsOf);
    const record: FileRecord = {
      file: path.relative(process.cwd(), file),
      ms: byFile.size === 1 ? ms : null,
      tests: tests.length,
      notRun: tests
        .filter((test) => test.state === undefined && !test.isPending())
        .map((test) => test.fullTitle()),
    };
    const name = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
    writeFileSync(path.join(directory, name), JSON.stringify(record));
  }
}
