import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * One of the operator's scripts (`script`, from the project root) as `npm run` runs it: its own process on
 * the embedded database of `dataDir`, the instance fi only; answers its exit code and output.
 */
export const runCli = (script: string, dataDir: string, ...args: string[]): Promise<CliRun> =>
  runCliWith(script, { DATA_DIR: dataDir, INSTANCES: 'fi', DATABASE_URL: '' }, ...args);

/** The same with the environment given (DATA_DIR, DATABASE_URL, INSTANCES ...): no Redis, warnings only. */
export const runCliWith = (script: string, env: Record<string, string>, ...args: string[]): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { ...process.env, REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
