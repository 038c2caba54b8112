import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Whether something may listen on the port now (answers the port the system chose for 0). */
async function listenable(port: number): Promise<number | undefined> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (!listening) return undefined;
  const { port: chosen } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return chosen;
}

/** The first of the ports the system gives outgoing connections (Linux); 0 where unknown. */
function ephemeralStart(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 0;
  } catch {
    return 0;
  }
}

/** Ports below the ephemeral range from here on: nothing takes them unasked. */
const QUIET_PORTS_FROM = 10_000;

/**
 * A port free now, for a server about to start. Below the ephemeral range where there is room: a server
 * process takes seconds to listen, and meanwhile any outgoing connection on the machine (a database
 * client of a test running beside) may be given an ephemeral port, which then refuses the server
 * (EADDRINUSE). Only another test's server could take a port below the range, and it picks at random too.
 */
export async function freePort(): Promise<number> {
  const quiet = ephemeralStart() - QUIET_PORTS_FROM;
  for (let attempt = 0; quiet >= 1_000 && attempt < 50; attempt++) {
    const port = await listenable(QUIET_PORTS_FROM + randomInt(quiet));
    if (port) return port;
  }
  return (await listenable(0))!;
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real entry point, as `npm start` runs it after building: its own process, its own environment. */
export function startProcess(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'config/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitUntilServing(url: string, started: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    // The log line is written asynchronously: the first answer can come before it reaches the pipe.
    if (answered && started.output().includes('serving http')) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer in time:\n${started.output()}`);
}

/**
 * The bootstrap admin's name and one-time password, from the JSON log line of the start that created it
 * (a child's output is a pipe, so the log is JSON lines). Only one start of an instance logs it.
 */
export function bootstrapAdminIn(log: string): { username: string; password: string } | undefined {
  for (const line of log.split('\n')) {
    if (!line.includes('initialPassword')) continue;
    const { username, initialPassword } = JSON.parse(line) as Record<string, string>;
    if (username && initialPassword) return { username, password: initialPassword };
  }
  return undefined;
}
