import { expect } from 'chai';
import { ApiError } from '../../../web/src/lib/api/errors';
import { ApiHarness, DAY, MINUTE } from '../support/api-harness';
import { rejectionOf } from '../../support/rejection';
import { bearerOf, deferred, json } from '../support/fake-server';
import { settle } from '../support/manual-time';

describe('Web | API client | refresh queue', () => {
  it('given 12 concurrent calls needing a refresh then one refresh, 10 wait and the 11th and 12th are refused', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(-MINUTE);
    const issued = harness.issuedPair();
    const release = deferred<Response>();
    harness.server.on('POST', '/auth/refresh-token', () => release.promise);
    harness.server.on('GET', '/game/daily', () => json({ ok: true }));

    const calls = Array.from({ length: 12 }, () => harness.client.get('/game/daily'));
    const results = Promise.allSettled(calls);
    await settle();
    expect(harness.server.calls('POST', '/auth/refresh-token')).to.have.length(1);

    release.resolve(json(issued));
    const outcomes = await results;

    expect(outcomes.slice(0, 10).map((outcome) => outcome.status)).to.deep.equal(Array(10).fill('fulfilled'));
    for (const refused of outcomes.slice(10)) {
      expect(refused.status).to.equal('rejected');
      expect((refused as PromiseRejectedResult).reason)
        .to.be.instanceOf(ApiError)
        .and.include({
          code: 'TOO_MANY_PENDING_REQUESTS',
          message: 'Too many pending requests',
        });
    }
    expect(harness.server.calls('POST', '/auth/refresh-token')).to.have.length(1);
    const sent = harness.server.calls('GET', '/game/daily').map(bearerOf);
    expect(sent).to.deep.equal(Array(10).fill(`Bearer ${issued.token}`));
  });

  it('given the queue has drained when a later refresh is needed then it is admitted again', async () => {
    const { harness } = ApiHarness.refreshing();
    harness.holdTokens(-MINUTE);
    await Promise.all(Array.from({ length: 10 }, () => harness.client.get('/game/daily')));

    harness.holdTokens(-MINUTE, 30 * DAY, 'again');
    await Promise.all(Array.from({ length: 10 }, () => harness.client.get('/game/daily')));

    expect(harness.server.calls('POST', '/auth/refresh-token')).to.have.length(2);
  });

  it('given a refresh slower than 5 s then the waiters fail with "Token refresh timeout"', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(-MINUTE);
    harness.server.on('POST', '/auth/refresh-token', () => new Promise<Response>(() => undefined));
    const outcomes: unknown[] = [];
    for (let i = 0; i < 3; i += 1)
      harness.client.get('/game/daily').catch((error: unknown) => outcomes.push(error));

    await harness.time.advance(4_999);
    expect(outcomes).to.have.length(0);
    await harness.time.advance(1);

    expect(outcomes).to.have.length(3);
    for (const error of outcomes) {
      expect(error).to.be.instanceOf(ApiError).and.include({
        code: 'TOKEN_REFRESH_TIMEOUT',
        message: 'Token refresh timeout',
      });
    }
    expect(harness.server.calls('GET', '/game/daily')).to.have.length(0);
  });

  it('given a waiter cancels while the refresh runs then only that caller is cancelled', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(-MINUTE);
    const release = deferred<Response>();
    harness.server.on('POST', '/auth/refresh-token', () => release.promise);
    harness.server.on('GET', '/game/daily', () => json({ ok: true }));
    const controller = new AbortController();

    const cancelled = rejectionOf(harness.client.get('/game/daily', { signal: controller.signal }));
    const kept = harness.client.get('/game/daily');
    await settle();
    controller.abort();
    release.resolve(json(harness.issuedPair()));

    expect((await cancelled).name).to.equal('CancelledError');
    expect(await kept).to.deep.equal({ ok: true });
  });

  it('refreshTokens() shares the same single refresh', async () => {
    const { harness, issued } = ApiHarness.refreshing();
    harness.holdTokens(-MINUTE, 30 * DAY);

    const [a, b] = await Promise.all([harness.client.refreshTokens(), harness.client.refreshTokens()]);

    expect(a).to.deep.equal(issued);
    expect(b).to.deep.equal(issued);
    expect(harness.server.calls('POST', '/auth/refresh-token')).to.have.length(1);
  });
});
