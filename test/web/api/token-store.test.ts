import { expect } from 'chai';
import { TOKEN_STORAGE_KEY } from '../../../domain/constants/network.constants';
import { readJwtExp } from '../../../web/src/lib/api/jwt';
import { createTokenStore, type TokenChangeSource } from '../../../web/src/lib/api/token-store';
import { ApiHarness } from '../support/api-harness';
import { bearerOf } from '../support/fake-server';
import { aJwt } from '../support/jwt';
import { MemoryStore } from '../support/memory-store';

const storageEvent = (key: string | null): Event => Object.assign(new Event('storage'), { key });

describe('Web | API client | token store', () => {
  const access = aJwt({ exp: 1_800_000_000, sub: 'u1' });
  const refresh = aJwt({ exp: 1_900_000_000, typ: 'refresh' });

  it('given a stored pair when read then both tokens and their exp claims come back', () => {
    const storage = new MemoryStore();
    const store = createTokenStore(storage);
    store.write({ token: access, refreshToken: refresh });

    expect(JSON.parse(storage.values.get('wordgame_tokens') ?? '')).to.deep.equal({
      token: access,
      refreshToken: refresh,
    });
    expect(store.read()).to.deep.equal({
      token: access,
      refreshToken: refresh,
      accessExp: 1_800_000_000,
      refreshExp: 1_900_000_000,
    });
  });

  const garbage: [string, string][] = [
    ['text that is not JSON', 'not json{'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['numbers instead of tokens', '{"token":1,"refreshToken":2}'],
    ['a missing refresh token', JSON.stringify({ token: aJwt({ exp: 1 }) })],
    [
      'a refresh token that is not a JWT',
      JSON.stringify({ token: aJwt({ exp: 1 }), refreshToken: 'opaque' }),
    ],
    ['a refresh token without exp', JSON.stringify({ token: aJwt({ exp: 1 }), refreshToken: aJwt({}) })],
  ];
  for (const [name, text] of garbage) {
    it(`given ${name} in storage when read then there are no tokens and the entry is removed`, () => {
      const storage = new MemoryStore({ [TOKEN_STORAGE_KEY]: text });
      expect(createTokenStore(storage).read()).to.equal(null);
      expect(storage.values.has(TOKEN_STORAGE_KEY)).to.equal(false);
    });
  }

  it('given an access token that is not a JWT when read then it is kept with an unknown (expired) exp', () => {
    const storage = new MemoryStore({
      [TOKEN_STORAGE_KEY]: JSON.stringify({ token: 'opaque', refreshToken: refresh }),
    });
    expect(createTokenStore(storage).read()?.accessExp).to.equal(undefined);
  });

  it('given another tab changes the tokens when the storage event arrives then listeners hear "external"', () => {
    const window = new EventTarget();
    const store = createTokenStore(new MemoryStore(), window);
    const heard: TokenChangeSource[] = [];
    store.onChange((source) => heard.push(source));

    window.dispatchEvent(storageEvent('some_other_key'));
    window.dispatchEvent(storageEvent(TOKEN_STORAGE_KEY));
    window.dispatchEvent(storageEvent(null));

    expect(heard).to.deep.equal(['external', 'external']);
  });

  it('given this tab writes or clears when it happens then listeners hear "local"', () => {
    const store = createTokenStore(new MemoryStore());
    const heard: TokenChangeSource[] = [];
    const unsubscribe = store.onChange((source) => heard.push(source));

    store.write({ token: access, refreshToken: refresh });
    store.clear();
    unsubscribe();
    store.clear();

    expect(heard).to.deep.equal(['local', 'local']);
  });

  it('given a disposed store when another tab changes storage then nobody is told', () => {
    const window = new EventTarget();
    const store = createTokenStore(new MemoryStore(), window);
    let heard = 0;
    store.onChange(() => (heard += 1));
    store.dispose();
    window.dispatchEvent(storageEvent(TOKEN_STORAGE_KEY));
    expect(heard).to.equal(0);
  });

  it('given storage that throws when nothing was signed in then the client is a guest with a stable id', async () => {
    const harness = new ApiHarness();
    harness.store.failing = true;
    harness.server.on('GET', '/thing', () => new Response('{}'));

    expect(harness.client.tokens()).to.equal(null);
    expect(harness.client.isAuthenticated()).to.equal(false);
    await harness.client.get('/thing');
    await harness.client.get('/thing');

    const guestIds = harness.server.requests.map((request) => request.headers.get('X-Guest-ID'));
    expect(guestIds[0]).to.match(/^guest_/);
    expect(guestIds[1]).to.equal(guestIds[0]);
  });

  it('given storage that throws when signing in then the tokens live in memory for this page', async () => {
    const harness = new ApiHarness();
    harness.store.failing = true;
    harness.server.on('GET', '/thing', () => new Response('{}'));

    harness.client.setTokens({ token: access, refreshToken: refresh });
    await harness.client.get('/thing');
    harness.client.clearTokens();

    expect(bearerOf(harness.server.requests[0])).to.equal(`Bearer ${access}`);
    expect(harness.client.tokens()).to.equal(null);
  });
});

describe('Web | API client | JWT expiry', () => {
  it('reads exp from a base64url payload whose other claims hold URL-unsafe base64 and non-ASCII text', () => {
    const token = aJwt({ exp: 1_700_000_123, name: 'Äänekoski ~~~ ???>>>' });
    expect(token.split('.')[1]).to.match(/[-_]/);
    expect(readJwtExp(token)).to.equal(1_700_000_123);
  });

  for (const token of ['', 'a.b', 'x.!!!.y', aJwt({ exp: 'soon' }), 'a.bnVsbA.c']) {
    it(`given the unreadable token "${token.slice(0, 20)}" then exp is undefined`, () => {
      expect(readJwtExp(token)).to.equal(undefined);
    });
  }
});
