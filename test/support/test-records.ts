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

/** Mocha's own lists of a suite's hooks (not in its types). */
type WithHooks = Record<'_beforeAll' | '_beforeEach' | '_afterEach' | '_afterAll', Mocha.Hook[]>;

/** Whether a hook of the test's suite or of a suite around it failed (mocha then skips the suite's rest). */
function underFailedHook(test: Mocha.Test): boolean {
  for (let suite = test.parent; suite; suite = suite.parent) {
    const hooks = suite as unknown as WithHooks;
    const all = [...hooks._beforeAll, ...hooks._beforeEach, ...hooks._afterEach, ...hooks._afterAll];
    if (all.some((hook) => hook.state === 'failed')) return true;
  }
  return false;
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
        // Not run, and not because `--grep` left it out.
        .filter((test) => test.state === undefined && !test.isPending() && underFailedHook(test))
        .map((test) => test.fullTitle()),
    };
    const name = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.json`;
    writeFileSync(path.join(directory, name), JSON.stringify(record));
  }
}
