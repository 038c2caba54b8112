/**
 * A PostgreSQL or Redis server of a test's own, on a free port and in a temporary folder, for the fault
 * tests that stop, freeze or restart them. Never the shared engines of TEST_DATABASE_URL / TEST_REDIS_URL:
 * other suites use those meanwhile. Each engine is stopped by `stop()`, and also when the test process exits
 * without reaching it, so that a failed run leaves no server behind.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/** The folder holding `name` on PATH, else in the first of `fallbacks` that has it. */
export function folderWith(names: string[], fallbacks: string[] = []): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), ...fallbacks];
  return folders.find((folder) => folder && names.every((name) => existsSync(path.join(folder, name))));
}

/** Debian's layout, newest version first: CI installs its postgresql package when the binaries are absent. */
function debianPostgresFolders(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'));
}

/** initdb refuses root: as root, the servers run as the `postgres` account (Debian's package creates it). */
function postgresAccount(): { uid: number; gid: number } | undefined | 'missing' {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return 'missing';
  }
}

/** Kills what a test started if the process leaves before the test's own cleanup ran. */
export function stopOnExit(kill: () => void): () => void {
  process.on('exit', kill);
  return () => process.off('exit', kill);
}

/** Polls until something accepts TCP connections on the port (and answers `probe`, when given). */
async function waitForPort(port: number, what: string, probe?: { send: string; expect: string }) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const answered = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(1_000, () => done(false));
      socket.on('error', () => done(false));
      socket.on('connect', () => (probe ? socket.write(probe.send) : done(true)));
      socket.on('data', (data) => done(probe ? data.toString().includes(probe.expect) : true));
    });
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer on port ${port} within 30 s`);
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres, trust authentication. */
  url: string;
  /** `pg_ctl restart -m fast`: sessions are ended (57P01), the server is down for a moment, then serves. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`, keeping the data: connections are refused until `start`. */
  shutDown(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Answers undefined when this machine has no PostgreSQL binaries (or, as root, no `postgres` account). */
export async function startOwnPostgres(): Promise<OwnPostgres | undefined> {
  const bin = folderWith(['initdb', 'pg_ctl', 'postgres'], debianPostgresFolders());
  const account = postgresAccount();
  if (!bin || account === 'missing') return undefined;
  const as = account ? { uid: account.uid, gid: account.gid } : {};
  const folder = await mkdtemp(path.join(os.tmpdir(), 'wordgame-own-pg-'));
  if (account) await chown(folder, account.uid, account.gid);
  const data = path.join(folder, 'data');
  const port = await freePort();
  const pgCtl = (...args: string[]) =>
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(folder, 'server.log'), ...args], {
      ...as,
      cwd: folder,
    });
  // The postmaster's pid, read when needed: a restart changes it.
  const killServer = () => {
    try {
      const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // Not running.
    }
  };
  const forget = stopOnExit(killServer);
  const stop = async () => {
    await pgCtl('stop', '-m', 'immediate', '-w').catch(killServer);
    forget();
    await rm(folder, { recursive: true, force: true });
  };
  // Its own socket folder and no durability: a test database lives for a minute.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await pgCtl('start', '-w', '-t', '30', '-o', options);
    await waitForPort(port, 'PostgreSQL');
  };
  try {
    await run(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
      {
        ...as,
        cwd: folder,
      },
    );
    await start();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pgCtl('restart', '-m', 'fast', '-w', '-t', '30');
    },
    shutDown: async () => {
      await pgCtl('stop', '-m', 'fast', '-w');
    },
    start,
    stop,
  };
}

export interface OwnRedis {
  url: string;
  /** SIGSTOP: connections stay open and nothing answers, as with a hung server or a lost network. */
  freeze(): void;
  /** SIGCONT after `freeze`. */
  thaw(): void;
  /** SIGKILL: connections are refused until `start` runs a new server on the same port. */
  kill(): Promise<void>;
  /** A new server on the same port, after `kill`. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Answers undefined when this machine has no redis-server. */
export async function startOwnRedis(): Promise<OwnRedis | undefined> {
  const bin = folderWith(['redis-server']);
  if (!bin) return undefined;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'wordgame-own-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const killChild = () => {
    child?.kill('SIGCONT');
    child?.kill('SIGKILL');
  };
  const forget = stopOnExit(killChild);
  const kill = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGCONT');
    current.kill('SIGKILL');
    await exited;
  };
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    child = spawn(path.join(bin, 'redis-server'), [...args, '--dir', folder], { stdio: 'ignore' });
    await waitForPort(port, 'Redis', { send: 'PING\r\n', expect: '+PONG' });
  };
  const stop = async () => {
    await kill();
    forget();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await start();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    kill,
    start,
    stop,
  };
}
