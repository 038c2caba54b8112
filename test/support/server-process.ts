import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
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
