import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';

const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real entry point, as `npm start` runs it after building: its own process, its own environment. */
function startProcess(env: Record<string, string>): Started {
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

async function waitUntilServing(url: string, started: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer in time:\n${started.output()}`);
}

describe('Config | The server process', function () {
  this.timeout(120_000);

  it('given SIGTERM, then it closes cleanly with exit 0, and a restart on the same data serves again', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-process-'));
    try {
      for (const round of [1, 2]) {
        const port = await freePort();
        const started = startProcess({
          PORT: String(port),
          DATA_DIR: dataDir,
          INSTANCES: 'fi',
          HOST: '127.0.0.1',
        });
        await waitUntilServing(`http://127.0.0.1:${port}/fi/api/config`, started);
        const lines = started.output();
        // The first start creates the database; the second finds it migrated already.
        expect(lines.includes('database migrated'), `round ${round}`).to.equal(round === 1);
        expect(lines).to.contain(`serving http://127.0.0.1:${port}/fi/`);
        started.child.kill('SIGTERM');
        expect(await started.exited, started.output()).to.equal(0);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('given a Redis that does not answer, then start-up fails naming REDIS_URL, with exit 1', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-process-'));
    try {
      const started = startProcess({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        REDIS_URL: 'redis://127.0.0.1:1',
      });
      expect(await started.exited).to.equal(1);
      expect(started.output()).to.contain('REDIS_URL: no answer from Redis');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('given a port already taken, then start-up fails with exit 1 instead of hanging', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-process-'));
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const started = startProcess({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        INSTANCES: 'fi',
      });
      expect(await started.exited).to.equal(1);
      expect(started.output()).to.contain('EADDRINUSE');
    } finally {
      blocker.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
