import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { startOwnRedis, type OwnRedis } from '../../support/own-engines';
import {
  engineMissing,
  expectNoFault,
  expectStatus,
  expectWithin,
  startFaultServer,
  timedCall,
  type FaultServer,
} from './fault-server';

// Issue 17, defect 2: with Redis stopped, logins answered 500; with Redis frozen, they hung without limit
// and took the server's capacity with them. Now every Redis call has a deadline, rate limits count per
// process while Redis is away, and cached reads fall back to the store. The server runs on the embedded
// database and a Redis of this test's own, which it freezes, kills and starts again.

/** The bound the operator asked for: an answer, whatever it is, within this many milliseconds. */
const ANSWER_WITHIN_MS = 3_000;
const guest = { 'X-Guest-ID': `guest_${randomBytes(12).toString('hex')}` };

describe('Faults | Redis stopped or frozen under a running server', function () {
  this.timeout(90_000);
  let redis: OwnRedis | undefined;
  let server: FaultServer | undefined;

  before(async function () {
    redis = await startOwnRedis();
    if (!redis) return engineMissing(this, 'redis-server');
    server = await startFaultServer({ REDIS_URL: redis.url });
  });

  after(async () => {
    redis?.thaw();
    await server?.stop();
    await redis?.stop();
  });

  const call = (method: string, route: string, options?: Parameters<typeof timedCall>[3]) =>
    timedCall(server!.origin, method, route, { deadlineMs: 10_000, ...options });
  const login = (password: string, username = server!.admin.username) =>
    call('POST', '/auth/login', { body: { username, password } });
  const reads = () =>
    Promise.all([
      call('GET', '/game/daily'),
      call('GET', '/guest/system/global'),
      call('GET', '/message'),
      call('GET', '/game/guest/days', { headers: guest }),
    ]);

  it('given Redis frozen (SIGSTOP), then logins and reads answer within 3 s, never 500, and /healthz answers', async () => {
    expectStatus(await login(server!.admin.password), 200);
    redis!.freeze();
    try {
      const answers = await Promise.all([
        login(server!.admin.password),
        login('wrong-password'),
        call('GET', '//healthz'),
        ...(await reads()),
      ]);
      for (const answer of answers) expectWithin(answer, ANSWER_WITHIN_MS);
      const [valid, wrong, health, ...readAnswers] = answers;
      expectNoFault(valid!, [200]);
      expectNoFault(wrong!, [401]);
      expectStatus(health!, 200);
      for (const answer of readAnswers) expectNoFault(answer, [200]);
    } finally {
      redis!.thaw();
    }
  });

  it('given Redis stopped, then logins answer 200 and 401 as usual, limited per process, and reads answer 200; once Redis is back, the limits count in it again', async () => {
    await redis!.kill();

    expectStatus(await login(server!.admin.password), 200);
    expectStatus(await login('wrong-password'), 401);
    for (const answer of await reads()) expectStatus(answer, 200);
    // The login limit still holds, in the process: ten tries for one name, the eleventh refused.
    const name = `nobody${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 10; i++) expectStatus(await login('wrong-password', name), 401);
    const refused = await login('wrong-password', name);
    expectStatus(refused, 429);
    expect(refused.retryAfter).to.match(/^\d+$/);

    await redis!.start();
    const peek = new Redis(redis!.url);
    try {
      // The server reconnects by itself; a wrong login then leaves its counter in Redis again.
      const deadline = Date.now() + 10_000;
      let counted: string[] = [];
      while (counted.length === 0 && Date.now() < deadline) {
        expectStatus(await login('wrong-password', `back${randomBytes(4).toString('hex')}`), 401);
        counted = await peek.keys('*login*');
        if (counted.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(counted, 'login counters in Redis after it came back').to.have.length.above(0);
    } finally {
      peek.disconnect();
    }
  });
});
