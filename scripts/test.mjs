#!/usr/bin/env node
// `npm test`: everything CI runs. First the checks and the web build side by side (typecheck, lint and
// format, architecture rules, the browser build the browser suites need), each line prefixed with its step;
// then, if they passed, every mocha suite in parallel workers (test/.mocharc.cjs; TEST_JOBS sets how many),
// the browser suites first as they take longest. Ends with each step's time and the tests' closing line.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const node = process.execPath;

const CHECKS = [
  { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
  { name: 'architecture', command: npm, args: ['run', '--silent', 'arch'] },
  { name: 'web build', command: node, args: ['scripts/build-web.mjs'] },
];
/** Slowest suites first, so that no long file starts last and keeps the run waiting alone. */
const SUITES = ['e2e', 'api', 'integration', 'application', 'web', 'unit'].map(
  (suite) => `test/${suite}/**/*.test.ts`,
);
const WIDTH = Math.max(...CHECKS.map((check) => check.name.length));

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Runs one step; its lines (stdout and stderr) are printed as they come, after its name. */
function run({ name, command, args, env = process.env }, { prefix = true } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const stdio = prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(command, args, { cwd: root, stdio, env });
    if (prefix) {
      const label = `${name.padEnd(WIDTH)} │ `;
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) process.stdout.write(`${label}${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`${label}${rest}\n`));
      }
    }
    child.on('error', (error) => {
      process.stdout.write(`${name}: ${error.message}\n`);
      resolve({ name, code: 1, ms: Date.now() - started });
    });
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), ms: Date.now() - started }),
    );
  });
}

const started = Date.now();
const checks = await Promise.all(CHECKS.map((check) => run(check)));
const failed = checks.filter((check) => check.code !== 0);
const results = [...checks];
// The reporter's closing line ("tests: N passed, N failed, N skipped") is printed again as the very last.
const summaryFolder = mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
const summaryFile = path.join(summaryFolder, 'closing-line');
if (failed.length === 0) {
  const mocha = path.join(root, 'node_modules', 'mocha', 'bin', 'mocha.js');
  const args = [mocha, '--config', 'test/.mocharc.cjs', ...SUITES];
  const env = { ...process.env, TEST_SUMMARY_FILE: summaryFile };
  results.push(await run({ name: 'tests', command: node, args, env }, { prefix: false }));
}

process.stdout.write('\nSteps:\n');
for (const { name, code, ms } of results)
  process.stdout.write(
    `  ${name.padEnd(20)}${seconds(ms).padStart(7)}  ${code === 0 ? 'passed' : 'FAILED'}\n`,
  );
process.stdout.write(`  ${'all'.padEnd(20)}${seconds(Date.now() - started).padStart(7)}\n`);
if (failed.length > 0)
  process.stdout.write(`\nNot testing: ${failed.map((check) => check.name).join(', ')} failed.\n`);
try {
  process.stdout.write(`\n${readFileSync(summaryFile, 'utf8')}`);
} catch {
  // No tests ran (a check failed) or mocha ended before its reporter could write.
}
rmSync(summaryFolder, { recursive: true, force: true });
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
