import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { startOwnPostgres, type OwnPostgres } from '../../support/own-engines';
import {
  engineMissing,
  expectNoFault,
  expectStatus,
  expectWithin,
  startFaultServer,
  timedCall,
  type FaultServer,
  type TimedAnswer,
} from './fault-server';

// Issue 17, defect 3: a PostgreSQL restart failed the requests in flight with 500. Now a lost connection is
// retried once where the work is safe to repeat (a read, a unit of work that has not committed), and what
// is left answers 503 with Retry-After. The server runs on a PostgreSQL of this test's own, restarted with
// `pg_ctl restart -m fast` (sessions ended with 57P01, connections refused for a moment) under a burst of
// reads and writes.

const PASSWORD = 'Salainen1!';
/** Registrations hash a password each; the account-action limit allows 100 per address in 15 minutes. */
const MOST_REGISTRATIONS = 40;

const newGuest = () => ({ 'X-Guest-ID': `guest_${randomBytes(12).toString('hex')}` });
const newName = () => `p${randomBytes(6).toString('hex')}`;

interface Daily {
  today: string;
  gridLayout: string[][];
}

describe('Faults | PostgreSQL restarted or down under a running server', function () {
  this.timeout(90_000);
  let postgres: OwnPostgres | undefined;
  let server: FaultServer | undefined;

  before(async function () {
    postgres = await startOwnPostgres();
    if (!postgres) return engineMissing(this, 'PostgreSQL binaries (initdb, pg_ctl)');
    server = await startFaultServer({ DATABASE_URL: postgres.url });
  });

  after(async () => {
    await server?.stop();
    await postgres?.stop();
  });

  const call = (method: string, route: string, options?: Parameters<typeof timedCall>[3]) =>
    timedCall(server!.origin, method, route, { deadlineMs: 15_000, ...options });

  it('given a restart while reads and writes are in flight, then no answer is 500 (503 with Retry-After at worst), and afterwards it serves without a restart of its own', async () => {
    // A player of its own: the bootstrap admin may do nothing before choosing a password.
    const reader = { username: newName(), password: PASSWORD };
    expectStatus(await call('POST', '/auth/register', { body: reader }), 201);
    const signedIn = await call('POST', '/auth/login', { body: reader });
    expectStatus(signedIn, 200);
    const token = (JSON.parse(signedIn.body) as { token: string }).token;
    const { today, gridLayout } = JSON.parse((await call('GET', '/game/daily')).body) as Daily;
    // A guest's first check: the gameplay write everyone makes when the day turns (no row lock taken).
    const check = () =>
      call('POST', '/game/guest/check-selection', {
        body: { gameDate: today, selectedWords: gridLayout[0] },
        headers: newGuest(),
      });

    const reads = [
      () => call('GET', '/game/daily'),
      () => call('GET', '/auth/profile', { token }),
      () => call('GET', '/scoreboard/days', { token }),
      () => call('GET', '/game/guest/days', { headers: newGuest() }),
    ];
    let registrations = 0;
    const writes = [
      () => call('POST', '/game/guest/session', { body: { gameDate: today }, headers: newGuest() }),
      check,
      () =>
        registrations++ < MOST_REGISTRATIONS
          ? call('POST', '/auth/register', { body: { username: newName(), password: PASSWORD } })
          : call('POST', '/game/guest/session', { body: { gameDate: today }, headers: newGuest() }),
    ];
    let busy = true;
    const answers: TimedAnswer[] = [];
    const loop = async (next: () => Promise<TimedAnswer>) => {
      while (busy) answers.push(await next());
    };
    const workers = [...reads, ...writes].map(loop);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await postgres!.restart();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    busy = false;
    await Promise.all(workers);

    const tally: Record<string, number> = {};
    for (const answer of answers) tally[answer.status] = (tally[answer.status] ?? 0) + 1;
    console.log(`      answers during the restart: ${JSON.stringify(tally)}`);
    expect(answers.length).to.be.above(reads.length + writes.length);
    for (const answer of answers) expectNoFault(answer, [200, 201]);

    // The same process serves again: reads, a registration and a login.
    const deadline = Date.now() + 10_000;
    let read = await call('GET', '/game/daily');
    while (read.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      read = await call('GET', '/game/daily');
    }
    expectStatus(read, 200);
    const username = newName();
    expectStatus(await call('POST', '/auth/register', { body: { username, password: PASSWORD } }), 201);
    expectStatus(await call('POST', '/auth/login', { body: { username, password: PASSWORD } }), 200);
  });

  it('given PostgreSQL down for longer than a retry, then reads and writes answer 503 with Retry-After within 3 s, and it serves again once PostgreSQL is back', async () => {
    const reader = { username: newName(), password: PASSWORD };
    expectStatus(await call('POST', '/auth/register', { body: reader }), 201);
    const token = (
      JSON.parse((await call('POST', '/auth/login', { body: reader })).body) as { token: string }
    ).token;
    const { today, gridLayout } = JSON.parse((await call('GET', '/game/daily')).body) as Daily;

    await postgres!.shutDown();
    try {
      const answers = await Promise.all([
        call('GET', '/auth/profile', { token }),
        call('GET', '/scoreboard/days', { token }),
        call('POST', '/auth/login', { body: reader }),
        call('POST', '/auth/register', { body: { username: newName(), password: PASSWORD } }),
        call('POST', '/game/guest/session', { body: { gameDate: today }, headers: newGuest() }),
        call('POST', '/game/guest/check-selection', {
          body: { gameDate: today, selectedWords: gridLayout[0] },
          headers: newGuest(),
        }),
      ]);
      for (const answer of answers) {
        expectWithin(answer, 3_000);
        expectNoFault(answer, []);
      }
    } finally {
      await postgres!.start();
    }
    expectStatus(await call('GET', '/auth/profile', { token }), 200);
    expectStatus(
      await call('POST', '/auth/register', { body: { username: newName(), password: PASSWORD } }),
      201,
    );
  });
});
