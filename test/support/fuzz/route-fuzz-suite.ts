import { expect } from 'chai';
import { CLOCK_START } from '../game-api';
import { FakeClock } from '../fake-clock';
import { AnswerTally } from '../fuzz/answer-tally';
import { fuzzCaller, type FuzzCaller, type FuzzRole } from '../fuzz/fuzz-callers';
import { BODY_METHODS } from '../fuzz/fuzz-requests';
import { fuzzMaterial } from '../fuzz/fuzz-sources';
import { rawClient } from '../fuzz/raw-http';
import { fuzzRoute, type FuzzRun } from '../fuzz/route-fuzz';
import { routeTableOf, type Route } from '../route-table';
import { startTestServer, type TestServer } from '../test-server';

// Issue 17: every route of the router table, fuzzed as a guest, a player and an admin (one test file each,
// so that the three run side by side, each on a server of its own). Whatever arrives, the answer is below
// 500, shows no stack, and an error never repeats the request. The seed is fixed (the same requests on every
// run, so that CI is green or red for a reason); FUZZ_SEED picks another, FUZZ_RUNS sends more requests per
// route, FUZZ_VERBOSE=1 prints how they were answered.

const SEED = Number(process.env.FUZZ_SEED ?? 1717);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 15);
const VERBOSE = Boolean(process.env.FUZZ_VERBOSE);
/** Every role has a caller in each file, so that each role's fuzz knows the others' ids as values to send. */
const ROLES: readonly FuzzRole[] = ['guest', 'player', 'admin'];

/** The fuzz of every route as one role, on a server of its own (the admin's calls change what others see). */
export function fuzzEveryRouteAs(role: FuzzRole): void {
  const who = role === 'admin' ? 'an admin' : `a ${role}`;
  describe(`API | Fuzz | Every route, any input, as ${who}`, function () {
    this.timeout(300_000);
    let server: TestServer;
    let routes: Route[];
    let run: FuzzRun;
    const callers = new Map<FuzzRole, FuzzCaller>();
    const tally = new AnswerTally();

    before(async () => {
      // TRUST_PROXY: each fuzzed request names an address of its own, so that no rate limit stops the run.
      server = await startTestServer({
        clock: new FakeClock(CLOCK_START),
        env: { INSTANCES: 'fi', TRUST_PROXY: 'true' },
      });
      for (const each of ROLES) callers.set(each, await fuzzCaller(server, each));
      routes = routeTableOf(server);
      run = {
        client: rawClient(server.url),
        apiBase: '/fi/api',
        material: await fuzzMaterial(server, [...callers.values()]),
        runsPerRoute: RUNS_PER_ROUTE,
        seed: SEED,
        ...(VERBOSE ? { onAnswer: tally.count } : {}),
      };
    });

    after(async () => {
      if (VERBOSE) console.log(`${tally}`);
      run?.client.close();
      await server?.dispose();
    });

    it("given the routers' table, then it holds the API (read empty, the fuzz below would pass on nothing)", () => {
      expect(routes.length).to.be.above(100);
      expect(routes.map(({ method, path }) => `${method} ${path}`)).to.include.members([
        'POST /auth/login',
        'GET /game/daily/:date',
        'DELETE /manage/users/:id',
      ]);
    });

    it(`given any input as ${who}, then no route answers 5xx, a stack or the input`, async () => {
      const caller = callers.get(role)!;
      const failures: string[] = [];
      let shaped = 0;
      for (const route of routes) {
        const verdict = await fuzzRoute(run, route, caller);
        if (verdict.shaped) shaped++;
        if (verdict.failure)
          failures.push(`${role} ${route.method} ${route.path}, FUZZ_SEED=${SEED}, ${verdict.failure}`);
        if (VERBOSE)
          console.log(`${role} ${route.method} ${route.path}${verdict.shaped ? ' (its codec)' : ''}`);
        // A logout or a deleted account ends the caller: the routes after it are called by a new one.
        if (!(await caller.stillActs()) && VERBOSE) console.log(`  ended the ${role}, who is made anew`);
      }
      expect(failures.length, `\n${failures.join('\n\n')}\n`).to.equal(0);
      // The admin passes every guard: were its bodies no longer of the routes' shapes (the codec's name gone
      // from the refusals), the fuzz would stop at the codecs without anyone noticing.
      if (role === 'admin')
        expect(shaped, 'routes fuzzed with bodies of their own codec').to.be.at.least(
          routes.filter((route) => BODY_METHODS.has(route.method)).length / 2,
        );
    });
  });
}
