import { TOKEN_STORAGE_KEY } from '../../../domain/constants/network.constants';
import { expect } from 'chai';
import { ApiError } from '../../../web/src/lib/api/errors';
import { ApiHarness, HOUR, MINUTE } from '../support/api-harness';
import { rejectionOf } from '../../support/rejection';
import { bearerOf, json } from '../support/fake-server';
import { aJwtExpiringIn } from '../support/jwt';

describe('Web | API client | refresh before a call', () => {
  it('given the access token expires in 61 s when calling then no refresh happens', async () => {
    const { harness } = ApiHarness.refreshing();
    const held = harness.holdTokens(61_000);

    await harness.client.get('/game/daily');

    expect(harness.server.calls('POST', '/auth/refresh-token')).to.have.length(0);
    expect(bearerOf(harness.server.requests[0])).to.equal(`Bearer ${held.token}`);
  });

  for (const [name, accessIn] of [
    ['within 60 s of expiry', 60_000],
    ['already expired', -5 * MINUTE],
  ] as const) {
    it(`given the access token is ${name} when calling then it is refreshed first and the new token sent`, async () => {
      const { harness, issued } = ApiHarness.refreshing();
      harness.holdTokens(accessIn);

      await harness.client.get('/game/daily');

      expect(harness.server.requests.map((request) => request.path)).to.deep.equal([
        '/auth/refresh-token',
        '/game/daily',
      ]);
      expect(bearerOf(harness.server.requests[1])).to.equal(`Bearer ${issued.token}`);
      expect(harness.storedTokens()).to.deep.equal(issued);
    });
  }

  it('sends the refresh token both in the body and in the Refresh-Token header, without a bearer', async () => {
    const { harness } = ApiHarness.refreshing();
    const held = harness.holdTokens(-MINUTE);

    await harness.client.get('/game/daily');

    const [refresh] = harness.server.calls('POST', '/auth/refresh-token');
    expect(refresh?.body).to.deep.equal({ refreshToken: held.refreshToken });
    expect(refresh?.headers.get('Refresh-Token')).to.equal(held.refreshToken);
    expect(refresh?.headers.has('Authorization')).to.equal(false);
    expect(refresh?.headers.has('X-Guest-ID')).to.equal(false);
  });

  it('given the refresh token expires within 24 h when calling then it is renewed once per expiry', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(10 * MINUTE, 24 * HOUR);
    // The server keeps the absolute expiry of the family: the renewed refresh token ends at the same second.
    const renewed = {
      token: harness.issuedPair().token,
      refreshToken: aJwtExpiringIn(harness.time.now(), 24 * HOUR, { tag: 'renewed' }),
    };
    harness.server.on('POST', '/auth/refresh-token', () => json(renewed));
    harness.server.on('GET', '/game/daily', () => json({}));

    await harness.client.get('/game/daily');
    await harness.client.get('/game/daily');

    expect(harness.server.calls('POST', '/auth/refresh-token')).to.have.length(1);
    expect(bearerOf(harness.server.calls('GET', '/game/daily')[0])).to.equal(`Bearer ${renewed.token}`);
  });

  it('given the refresh token has more than 24 h left when calling then it is not renewed', async () => {
    const { harness } = ApiHarness.refreshing();
    harness.holdTokens(10 * MINUTE, 24 * HOUR + 1_000);

    await harness.client.get('/game/daily');

    expect(harness.server.calls('POST', '/auth/refresh-token')).to.have.length(0);
  });
});

describe('Web | API client | 401 answers', () => {
  it('given a 401 when calling then one refresh and one retry with the new token', async () => {
    const { harness, issued } = ApiHarness.refreshing();
    const held = harness.holdTokens(10 * MINUTE);
    harness.server.on('GET', '/game/daily', (request) =>
      bearerOf(request) === `Bearer ${issued.token}`
        ? json({ ok: true })
        : json({ code: 'UNAUTHORIZED' }, 401),
    );

    const answer = await harness.client.get('/game/daily');

    expect(answer).to.deep.equal({ ok: true });
    expect(harness.server.requests.map((request) => [request.path, bearerOf(request)])).to.deep.equal([
      ['/game/daily', `Bearer ${held.token}`],
      ['/auth/refresh-token', null],
      ['/game/daily', `Bearer ${issued.token}`],
    ]);
  });

  it('given the retry is answered 401 again then the call fails without a second refresh', async () => {
    const { harness } = ApiHarness.refreshing();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('GET', '/game/daily', () => json({ code: 'UNAUTHORIZED', message: 'No' }, 401));

    const error = await rejectionOf(harness.client.get('/game/daily'));

    expect(error).to.be.instanceOf(ApiError).and.include({ status: 401, code: 'UNAUTHORIZED' });
    expect(harness.server.calls('POST', '/auth/refresh-token')).to.have.length(1);
    expect(harness.server.calls('GET', '/game/daily')).to.have.length(2);
    expect(harness.logouts).to.have.length(0);
  });

  it('given a guest gets a 401 then no refresh is tried', async () => {
    const { harness } = ApiHarness.refreshing();
    harness.server.on('GET', '/game/daily', () => json({ code: 'UNAUTHORIZED' }, 401));

    const error = await rejectionOf(harness.client.get('/game/daily'));

    expect(error).to.include({ status: 401, code: 'UNAUTHORIZED' });
    expect(harness.server.requests.map((request) => request.path)).to.deep.equal(['/game/daily']);
    expect(harness.logouts).to.have.length(0);
  });

  it('given auth "none" gets a 401 (wrong password) then no refresh is tried', async () => {
    const { harness } = ApiHarness.refreshing();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('POST', '/auth/login', () => json({ code: 'INVALID_CREDENTIALS' }, 401));

    await rejectionOf(harness.client.post('/auth/login', {}, { auth: 'none' }));

    expect(harness.server.calls('POST', '/auth/refresh-token')).to.have.length(0);
  });

  it('given another tab refreshed while the call was out then the retry uses its token without refreshing', async () => {
    const { harness } = ApiHarness.refreshing();
    harness.holdTokens(10 * MINUTE);
    const otherTab = harness.issuedPair('other-tab');
    harness.server.on('GET', '/game/daily', (request) => {
      if (bearerOf(request) === `Bearer ${otherTab.token}`) return json({ ok: true });
      harness.client.setTokens(otherTab);
      return json({ code: 'UNAUTHORIZED' }, 401);
    });

    expect(await harness.client.get('/game/daily')).to.deep.equal({ ok: true });
    expect(harness.server.calls('POST', '/auth/refresh-token')).to.have.length(0);
  });
});

describe('Web | API client | failed refresh', () => {
  it('given the refresh is refused when calling then tokens are cleared, logout fires and the server message is kept', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(-MINUTE);
    harness.server.on('POST', '/auth/refresh-token', () =>
      json({ code: 'UNAUTHORIZED', message: 'Refresh token revoked' }, 401),
    );

    const error = await rejectionOf(harness.client.get('/game/daily'));

    expect(error).to.be.instanceOf(ApiError).and.include({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: 'Refresh token revoked',
    });
    expect(harness.storedTokens()).to.equal(null);
    expect(harness.logouts.map((event) => event.type)).to.deep.equal(['logout']);
    expect(harness.server.calls('GET', '/game/daily')).to.have.length(0);
  });

  it('given another tab stored a new pair while this refresh was refused, then that pair is used and nobody is logged out', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(-MINUTE);
    const fresh = harness.issuedPair('other-tab');
    harness.server.on('POST', '/auth/refresh-token', () => {
      // The other tab won the race: its pair is in the shared storage when this answer comes back.
      harness.store.setItem(TOKEN_STORAGE_KEY, JSON.stringify(fresh));
      return json({ code: 'SESSION_EXPIRED', message: 'Session expired' }, 401);
    });
    harness.server.on('GET', '/game/daily', () => json({ ok: true }));

    expect(await harness.client.get('/game/daily')).to.deep.equal({ ok: true });
    expect(harness.storedTokens()).to.deep.equal(fresh);
    expect(harness.logouts).to.have.length(0);
  });

  it('given a 401 whose refresh fails without a message then "Session expired", cleared tokens and logout', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('GET', '/game/daily', () => json({ code: 'UNAUTHORIZED' }, 401));
    harness.server.on('POST', '/auth/refresh-token', () => new Response('', { status: 401 }));

    const error = await rejectionOf(harness.client.get('/game/daily'));

    expect(error).to.include({ code: 'SESSION_EXPIRED', message: 'Session expired' });
    expect(harness.client.tokens()).to.equal(null);
    expect(harness.logouts).to.have.length(1);
  });

  it('given the refresh cannot reach the server then the player stays signed in, told the network failed', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(-MINUTE);
    const held = harness.storedTokens();
    harness.server.on('POST', '/auth/refresh-token', () => {
      throw new TypeError('Failed to fetch');
    });

    expect(await rejectionOf(harness.client.get('/game/daily'))).to.include({ code: 'NETWORK_ERROR' });
    expect(harness.storedTokens()).to.deep.equal(held);
    expect(harness.logouts).to.have.length(0);
  });

  it('given the server fails (5xx) while refreshing then the player stays signed in', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(-MINUTE);
    harness.server.on('POST', '/auth/refresh-token', () => new Response('', { status: 503 }));

    expect(await rejectionOf(harness.client.get('/game/daily'))).to.include({ status: 503 });
    expect(harness.storedTokens()).to.not.equal(null);
    expect(harness.logouts).to.have.length(0);
  });

  it('given a refresh answer without tokens then it counts as a failure', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(-MINUTE);
    harness.server.on('POST', '/auth/refresh-token', () => json({ token: 'only-one' }));

    await rejectionOf(harness.client.get('/game/daily'));

    expect(harness.storedTokens()).to.equal(null);
    expect(harness.logouts).to.have.length(1);
  });
});
