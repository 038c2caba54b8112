import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const START_DEADLINE_MS = 120_000;
/** USER_HZ, the unit of /proc's CPU times: 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** A port nobody listens on at this moment, on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ChildServer {
  readonly url: string;
  readonly pid: number;
  /** The resident set size of the process now, in MB (Linux: /proc/<pid>/status). */
  rssMb(): Promise<number>;
  /** CPU time the process has used so far, user and system, in seconds (Linux: /proc/<pid>/stat). */
  cpuSeconds(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A program of this repository in a process of its own, so that the load generator (this process) and the
 * server never share an event loop. Its output goes to a file, not through a pipe this process would have
 * to read while it drives the load; the file is shown when the program fails to start.
 */
export async function startChild(
  args: readonly string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
  logFile: string,
): Promise<ChildServer> {
  const log = openSync(logFile, 'w');
  // TypeScript sources run through tsx; anything else (the compiled server, node flags first) as it is.
  const nodeArgs = args[0]?.endsWith('.ts') ? ['--import', 'tsx', ...args] : args;
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const failed = (why: string) => new Error(`${args.join(' ')} ${why}:\n${readFileSync(logFile, 'utf8')}`);
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) throw failed('exited early');
    const answered = await fetch(url + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw failed('did not answer in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    rssMb: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
      return kb / 1024;
    },
    cpuSeconds: async () => {
      // The fields after the command name (which may hold spaces, so it is skipped): utime is the 12th.
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
