import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { freePort, waitUntilServing, type Started } from '../../support/server-process';

// Issue 17, defect 8: `npm start` passed no signal on, so SIGTERM to npm left the server running as an
// orphan on its port (and SIGINT to npm reached nobody). Now a signal to npm or to the start script stops
// the server with its own graceful shutdown, the whole process tree is gone within seconds, and the exit
// code is the server's. Each case runs `npm start` as an operator would, on the embedded database (the
// first creates it, the others reuse it).

const root = path.resolve(import.meta.dirname, '../../..');
/** The graceful shutdown of an idle server takes well under a second; this leaves room for a slow machine. */
const GONE_WITHIN_MS = 5_000;

/** Every process below `pid`, from `ps` (Linux and macOS alike). */
function descendantsOf(pid: number): { pid: number; command: string }[] {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, child, parent, command]) => ({ pid: Number(child), ppid: Number(parent), command: command! }));
  const found: { pid: number; command: string }[] = [];
  const walk = (parent: number) => {
    for (const row of rows.filter((candidate) => candidate.ppid === parent)) {
      found.push({ pid: row.pid, command: row.command });
      walk(row.pid);
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** `npm start` in a process group of its own, so that a failed case can still kill whatever is left. */
function npmStart(env: Record<string, string>): Started & { pid: number } {
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, pid: child.pid!, output: () => output, exited };
}

describe('Faults | npm start stopped by a signal', function () {
  this.timeout(120_000);
  let dataDir = '';
  const leftovers = new Set<number>();

  before(async function () {
    // The start script rebuilds the web app when its sources changed (a minute); done here, outside the cases.
    this.timeout(300_000);
    execFileSync(process.execPath, ['scripts/build-web.mjs'], { cwd: root, stdio: 'ignore' });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-npm-start-'));
  });

  afterEach(() => {
    for (const pid of leftovers) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    leftovers.clear();
  });

  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // SIGKILL cannot be passed on: the server notices that the script is gone (its IPC channel closes), and
  // npm, seeing its child killed, dies of the same signal.
  const cases = [
    { signal: 'SIGTERM', to: 'npm', npmEnds: 'with 0' },
    { signal: 'SIGINT', to: 'npm', npmEnds: 'with 0' },
    { signal: 'SIGTERM', to: 'start script', npmEnds: 'with 0' },
    { signal: 'SIGKILL', to: 'start script', npmEnds: 'by SIGKILL' },
  ] as const;

  for (const { signal, to, npmEnds } of cases) {
    it(`given ${signal} to the ${to} process, then the server shuts down gracefully, its port is free and no process is left within 5 s, and npm ends ${npmEnds}`, async () => {
      const port = await freePort();
      const npm = npmStart({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, INSTANCES: 'fi' });
      leftovers.add(npm.pid);
      await waitUntilServing(`http://127.0.0.1:${port}/fi/api/config`, npm);
      const tree = descendantsOf(npm.pid);
      // `npm start` runs the compiled server (scripts/build-server.mjs), not config/main.ts through tsx.
      const server = tree.find((row) => row.command.includes('build/server.mjs'));
      // The node process itself, not a shell that may stand between npm and it.
      const script = tree.find((row) => /^\S*node scripts\/start\.mjs/.test(row.command));
      expect(server, JSON.stringify(tree)).to.not.equal(undefined);
      expect(script, JSON.stringify(tree)).to.not.equal(undefined);

      process.kill(to === 'npm' ? npm.pid : script!.pid, signal);
      const deadline = Date.now() + GONE_WITHIN_MS;
      const everyone = [npm.pid, ...tree.map((row) => row.pid)];
      while (everyone.some(alive) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));

      const left = descendantsOf(npm.pid).concat(tree.filter((row) => alive(row.pid)));
      expect(left, `still running after ${GONE_WITHIN_MS} ms:\n${npm.output()}`).to.deep.equal([]);
      expect(alive(npm.pid), 'npm itself').to.equal(false);
      expect(await portIsFree(port), `port ${port}`).to.equal(true);
      // The server's own shutdown ran (it logs the signal), rather than the process being killed.
      expect(npm.output()).to.match(/"msg":"shutting down"/);
      // npm ends as the script did: with the server's exit code (0 for a clean close), or killed as it was.
      await npm.exited;
      const { exitCode, signalCode } = npm.child;
      expect(exitCode === null ? `by ${signalCode}` : `with ${exitCode}`, npm.output()).to.equal(npmEnds);
    });
  }
});
