import { expect } from 'chai';
import { ApiError, CancelledError, isCancelled } from '../../../web/src/lib/api/errors';
import { ApiHarness, DAY, MINUTE } from '../support/api-harness';
import { rejectionOf } from '../../support/rejection';
import { bearerOf, json } from '../support/fake-server';
import { settle } from '../support/manual-time';

const NETWORK_TEXT = 'Palvelimeen ei saada yhteyttä. Yritä myöhemmin uudelleen.';

describe('Web | API client | identification', () => {
  it('given no tokens when calling then the guest id goes in X-Guest-ID and no Authorization is sent', async () => {
    const harness = new ApiHarness();
    harness.server.on('GET', '/game/daily', () => json({ ok: true }));

    const answer = await harness.client.get<{ ok: boolean }>('/game/daily');

    const [request] = harness.server.requests;
    expect(answer).to.deep.equal({ ok: true });
    expect(request?.headers.get('X-Guest-ID')).to.equal(harness.client.guestId.peek());
    expect(request?.headers.get('X-Guest-ID')).to.match(/^guest_[A-Za-z0-9_-]{32}$/);
    expect(request?.headers.has('Authorization')).to.equal(false);
  });

  it('given tokens when calling then the bearer token is sent and no guest id', async () => {
    const harness = new ApiHarness();
    const held = harness.holdTokens(10 * MINUTE);
    harness.server.on('GET', '/game/daily', () => json({}));

    await harness.client.get('/game/daily');

    const [request] = harness.server.requests;
    expect(bearerOf(request)).to.equal(`Bearer ${held.token}`);
    expect(request?.headers.has('X-Guest-ID')).to.equal(false);
    expect(harness.client.guestId.peek()).to.equal(null);
  });

  it('given auth "none" when calling then neither identity is sent', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('POST', '/auth/login', () => json({}));

    await harness.client.post('/auth/login', { username: 'a', password: 'b' }, { auth: 'none' });

    const [request] = harness.server.requests;
    expect(request?.headers.has('Authorization')).to.equal(false);
    expect(request?.headers.has('X-Guest-ID')).to.equal(false);
  });

  it('given auth "required" and no tokens when calling then it fails at once without a call', async () => {
    const harness = new ApiHarness();
    const error = await rejectionOf(harness.client.get('/auth/profile', { auth: 'required' }));
    expect(error).to.be.instanceOf(ApiError).and.include({ status: 401, code: 'SESSION_EXPIRED' });
    expect(harness.server.requests).to.have.length(0);
  });

  it('sends JSON bodies with credentials included to the base URL', async () => {
    const harness = new ApiHarness();
    harness.server.on('PUT', '/game/preferences', () => json({ saved: true }));

    await harness.client.put('/game/preferences', { sound: false });

    const [request] = harness.server.requests;
    expect(request?.body).to.deep.equal({ sound: false });
    expect(request?.headers.get('Content-Type')).to.equal('application/json');
    expect(request?.credentials).to.equal('include');
  });

  it('given a 204 answer when calling then it resolves with undefined', async () => {
    const harness = new ApiHarness();
    harness.server.on('DELETE', '/groups/code/ABC', () => new Response(null, { status: 204 }));
    expect(await harness.client.delete('/groups/code/ABC')).to.equal(undefined);
  });
});

describe('Web | API client | authentication state', () => {
  const cases: [string, number, number, boolean][] = [
    ['a fresh access token', 10 * MINUTE, 30 * DAY, true],
    ['an expired access token and a valid refresh token', -MINUTE, 30 * DAY, true],
    ['a valid access token and an expired refresh token', 10 * MINUTE, -MINUTE, true],
    ['both expired', -MINUTE, -MINUTE, false],
  ];
  for (const [name, accessIn, refreshIn, expected] of cases) {
    it(`given ${name} then isAuthenticated is ${expected}`, () => {
      const harness = new ApiHarness();
      harness.holdTokens(accessIn, refreshIn);
      expect(harness.client.isAuthenticated()).to.equal(expected);
    });
  }

  it('given setTokens then clearTokens then tokens() follows', () => {
    const harness = new ApiHarness();
    const pair = harness.issuedPair();
    harness.client.setTokens(pair);
    expect(harness.client.tokens()).to.deep.equal(pair);
    harness.client.clearTokens();
    expect(harness.client.tokens()).to.equal(null);
    expect(harness.client.isAuthenticated()).to.equal(false);
  });
});

describe('Web | API client | transport failures', () => {
  it('given a server that never answers when 10 s pass then the call fails with TIMEOUT and the network text', async () => {
    const harness = new ApiHarness();
    harness.server.on('GET', '/slow', () => new Promise<Response>(() => undefined));
    let outcome: unknown = 'pending';
    harness.client.get('/slow').catch((error: unknown) => (outcome = error));

    await harness.time.advance(9_999);
    expect(outcome).to.equal('pending');
    await harness.time.advance(1);

    expect(outcome).to.be.instanceOf(ApiError).and.include({ code: 'TIMEOUT', message: NETWORK_TEXT });
    expect(harness.server.requests[0]?.signal?.aborted).to.equal(true);
  });

  it('given the caller aborts when the call is under way then it fails with a CancelledError', async () => {
    const harness = new ApiHarness();
    harness.server.on('GET', '/game/guest/active-session', () => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const call = harness.client.get('/game/guest/active-session', { signal: controller.signal });
    await settle();

    controller.abort();
    const error = await rejectionOf(call);

    expect(error).to.be.instanceOf(CancelledError);
    expect(isCancelled(error)).to.equal(true);
    expect(error).to.not.be.instanceOf(ApiError);
    expect(harness.time.timerCount).to.equal(0);
  });

  it('given an already aborted signal when calling then nothing is sent', async () => {
    const harness = new ApiHarness();
    const controller = new AbortController();
    controller.abort();
    expect(isCancelled(await rejectionOf(harness.client.get('/x', { signal: controller.signal })))).to.equal(
      true,
    );
    expect(harness.server.requests).to.have.length(0);
  });

  it('given fetch throws when calling then the call fails with NETWORK_ERROR and the Finnish text', async () => {
    const harness = new ApiHarness();
    harness.server.on('GET', '/x', () => {
      throw new TypeError('Failed to fetch');
    });

    const error = await rejectionOf(harness.client.get('/x'));

    expect(error)
      .to.be.instanceOf(ApiError)
      .and.include({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_TEXT });
    expect(isCancelled(error)).to.equal(false);
  });
});

describe('Web | API client | error answers', () => {
  it('given {code, message, details} when the answer is an error then all three are kept', async () => {
    const harness = new ApiHarness();
    const details = [{ field: 'username' }];
    harness.server.on('PUT', '/auth/username', () =>
      json({ code: 'USERNAME_TAKEN', message: 'Username already taken', details }, 409),
    );
    harness.holdTokens(10 * MINUTE);

    const error = await rejectionOf(harness.client.put('/auth/username', { username: 'taken' }));

    expect(error).to.be.instanceOf(ApiError).and.deep.include({
      status: 409,
      code: 'USERNAME_TAKEN',
      message: 'Username already taken',
      details,
      retryAfterSeconds: undefined,
    });
  });

  it('given an answer without code or message then INTERNAL_ERROR and the fallback message', async () => {
    const harness = new ApiHarness();
    harness.server.on('GET', '/a', () => json({}, 500));
    harness.server.on('GET', '/b', () => new Response('<html>Bad gateway</html>', { status: 502 }));

    const first = await rejectionOf(harness.client.get('/a', { fallbackMessage: 'Failed to fetch games' }));
    const second = await rejectionOf(harness.client.get('/b'));

    expect(first).to.include({ status: 500, code: 'INTERNAL_ERROR', message: 'Failed to fetch games' });
    expect(second).to.include({ status: 502, code: 'INTERNAL_ERROR', message: 'Request failed (502)' });
  });

  it('given Retry-After in seconds then retryAfterSeconds carries it', async () => {
    const harness = new ApiHarness();
    harness.server.on('POST', '/x', () => json({ code: 'RATE_LIMITED' }, 429, { 'Retry-After': '120' }));
    expect(await rejectionOf(harness.client.post('/x'))).to.include({ status: 429, retryAfterSeconds: 120 });
  });

  it('given Retry-After as an HTTP date then retryAfterSeconds counts from the clock', async () => {
    const harness = new ApiHarness();
    const at = new Date(harness.time.now() + 90_500).toUTCString();
    harness.server.on('POST', '/x', () => json({ code: 'RATE_LIMITED' }, 429, { 'Retry-After': at }));
    expect(await rejectionOf(harness.client.post('/x'))).to.include({ retryAfterSeconds: 90 });
  });
});
