import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { pendingWithoutInfrastructure, underCi } from '../../support/infrastructure';
import {
  bootstrapAdminIn,
  freePort,
  startProcess,
  waitUntilServing,
  type Started,
} from '../../support/server-process';

// The real server process against engines a fault test starts, stops and freezes itself, and the one rule
// every answer must keep while they misbehave: trouble that passes is 503 with Retry-After, never a 500.

export const SLUG = 'fi';

export interface FaultServer {
  origin: string;
  started: Started;
  /** The bootstrap admin's name and one-time password, as the first start logs them. */
  admin: { username: string; password: string };
  stop(): Promise<void>;
}

/** A missing engine fails the run under CI (DESIGN 3) and leaves the suite pending elsewhere. */
export function engineMissing(context: Mocha.Context, what: string): never {
  if (underCi) throw new Error(`CI=true but no ${what} on this machine`);
  return pendingWithoutInfrastructure(context, what);
}

function bootstrapAdminOf(log: string): { username: string; password: string } {
  const admin = bootstrapAdminIn(log);
  if (!admin) throw new Error(`no bootstrap admin in the log:\n${log}`);
  return admin;
}

/** Starts `config/main.ts` on a free port with one instance and a data folder of its own. */
export async function startFaultServer(env: Record<string, string>): Promise<FaultServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-fault-'));
  const port = await freePort();
  const started = startProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    INSTANCES: SLUG,
    JWT_SECRET: randomBytes(32).toString('base64'),
    ...env,
  });
  const stop = async () => {
    if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGTERM');
    await started.exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilServing(`${origin}/${SLUG}/api/config`, started);
    return { origin, started, admin: bootstrapAdminOf(started.output()), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface TimedAnswer {
  what: string;
  status: number;
  retryAfter: string | null;
  body: string;
  ms: number;
}

/**
 * One call with a deadline of its own: a server that hangs is a failed answer (status 0), not a hung test.
 * `path` is under the instance's API unless it starts with `//` (then under the origin).
 */
export async function timedCall(
  origin: string,
  method: string,
  route: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; deadlineMs?: number } = {},
): Promise<TimedAnswer> {
  const url = route.startsWith('//') ? `${origin}${route.slice(1)}` : `${origin}/${SLUG}/api${route}`;
  const what = `${method} ${route}`;
  const began = Date.now();
  try {
    const response = await fetch(url, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.deadlineMs ?? 10_000),
    });
    const body = await response.text();
    const retryAfter = response.headers.get('retry-after');
    return { what, status: response.status, retryAfter, body, ms: Date.now() - began };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { what, status: 0, retryAfter: null, body: reason, ms: Date.now() - began };
  }
}

const explain = (answer: TimedAnswer) =>
  `${answer.what} -> ${answer.status} in ${answer.ms} ms, Retry-After ${answer.retryAfter}: ${answer.body.slice(0, 300)}`;

/** The rule of the fault tests: an expected answer, or 503 with Retry-After; never a 5xx else, never none. */
export function expectNoFault(answer: TimedAnswer, expected: number[]): void {
  if (answer.status === 503) {
    expect(answer.retryAfter, explain(answer)).to.match(/^\d+$/);
    return;
  }
  expect(expected, explain(answer)).to.include(answer.status);
}

export function expectStatus(answer: TimedAnswer, status: number): void {
  expect(answer.status, explain(answer)).to.equal(status);
}

export function expectWithin(answer: TimedAnswer, ms: number): void {
  expect(answer.ms, explain(answer)).to.be.below(ms);
}
