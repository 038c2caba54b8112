// The spec reporter, plus what a run's end must say: the time of each suite and of the slowest files, every
// test that never ran, and one closing line in the plain form CI reads: "tests: N passed, N failed, N skipped",
// where "skipped" counts the pending tests and those that never ran (a failed hook makes mocha skip the rest of
// its suite without reporting them). The root hooks (setup.ts) leave one record per test file in a folder
// named by TEST_RECORDS_DIR, which this reporter makes before the workers start and removes at the end.
const { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Mocha = require('mocha');

const { EVENT_RUN_BEGIN, EVENT_RUN_END, EVENT_SUITE_BEGIN, EVENT_SUITE_END } = Mocha.Runner.constants;
const SLOWEST = 10;

const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
/** `test/e2e/game.test.ts` belongs to the suite `e2e`. */
const suiteOf = (file) => file.split(path.sep)[1] ?? file;

function readRecords(directory) {
  return readdirSync(directory).map((name) => JSON.parse(readFileSync(path.join(directory, name), 'utf8')));
}

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const ownsRecords = !process.env.TEST_RECORDS_DIR;
    if (ownsRecords) process.env.TEST_RECORDS_DIR = mkdtempSync(path.join(os.tmpdir(), 'mocha-records-'));
    const directory = process.env.TEST_RECORDS_DIR;
    // In serial mode the events come as the tests run, so a file's time is measured here; under --parallel
    // they are replayed when a file ends, and its record carries the time measured in the worker.
    const measured = new Map();
    let runStarted = Date.now();
    runner.on(EVENT_RUN_BEGIN, () => (runStarted = Date.now()));
    runner.on(EVENT_SUITE_BEGIN, (suite) => {
      if (suite.file && !measured.has(suite.file)) measured.set(suite.file, { started: Date.now(), ms: 0 });
    });
    runner.on(EVENT_SUITE_END, (suite) => {
      const file = measured.get(suite.file);
      if (file) file.ms = Date.now() - file.started;
    });
    runner.once(EVENT_RUN_END, () => {
      const records = readRecords(directory);
      if (ownsRecords) rmSync(directory, { recursive: true, force: true });
      for (const record of records) record.ms ??= measured.get(path.resolve(record.file))?.ms ?? 0;
      printTimes(records, Date.now() - runStarted);
      const notRun = records.flatMap((record) => record.notRun);
      if (notRun.length > 0) {
        process.stdout.write(`\n  ${notRun.length} tests did not run (a hook failed before them):\n`);
        for (const title of notRun) process.stdout.write(`    - ${title}\n`);
      }
      const { passes, failures, pending } = runner.stats;
      process.stdout.write(`\n  skipped: ${pending} pending, ${notRun.length} not run\n`);
      const closing = `tests: ${passes} passed, ${failures} failed, ${pending + notRun.length} skipped\n`;
      process.stdout.write(closing);
      // `npm test` (scripts/test.mjs) prints it again after its own table, as the run's last line.
      if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, closing);
    });
  }
}

/** Each suite's files, tests and summed file time, then the slowest files: where a slow run spent it. */
function printTimes(records, runMs) {
  const suites = new Map();
  for (const record of records) {
    const suite = suites.get(suiteOf(record.file)) ?? { files: 0, tests: 0, ms: 0 };
    suites.set(suiteOf(record.file), {
      files: suite.files + 1,
      tests: suite.tests + record.tests,
      ms: suite.ms + record.ms,
    });
  }
  const lines = [...suites]
    .sort(([, a], [, b]) => b.ms - a.ms)
    .map(
      ([name, { files, tests, ms }]) =>
        `    ${name.padEnd(14)}${String(files).padStart(6)}${String(tests).padStart(7)}${seconds(ms).padStart(9)}`,
    );
  const slowest = [...records]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST)
    .map((record) => `    ${seconds(record.ms).padStart(7)}  ${record.file}`);
  process.stdout.write(
    [
      '',
      `  Time: ${seconds(runMs)} for the whole run; each suite's files added up (files run side by side):`,
      `    ${'suite'.padEnd(14)}${'files'.padStart(6)}${'tests'.padStart(7)}${'time'.padStart(9)}`,
      ...lines,
      '  Slowest files:',
      ...slowest,
      '',
    ].join('\n'),
  );
}

module.exports = SummaryReporter;
