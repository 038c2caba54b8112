import type { Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import { expect } from 'chai';
import type { Middleware } from 'koa';
import { pino } from 'pino';
import { createHttpApp, type InstanceApi } from '../../adapters/http/app';
import { HttpError } from '../../adapters/http/errors/http-error';
import { json } from '../support/http';
import { TEST_INDEX_HTML } from '../support/test-server';

// adapters/http/app.ts finds a request's instance by the path's first segment, and within the instance
// walks only the routers with a route under the API path's first segment. Whatever it skips, the answers
// must be those of walking every router in order: the first route that matches wins, a known path with
// another method is 405, a router's own middleware runs for its routes only.

/** Routers of one instance, each saying who answered. */
function routersOf(slug: string): Router[] {
  const first = new Router();
  first.get('/game/daily', (ctx) => {
    ctx.body = { by: `${slug}:first`, caller: ctx.state.caller ?? null };
  });
  const other = new Router();
  other.get('/other/thing', (ctx) => {
    ctx.body = { by: `${slug}:other` };
  });
  // Its own guard, for its own routes only: /guarded/... answers 401, and nothing else is guarded.
  const guarded = new Router({ prefix: '/guarded' });
  guarded.use(() => {
    throw HttpError.of('UNAUTHORIZED', 'Sign in');
  });
  guarded.get('/secret', (ctx) => {
    ctx.body = { by: `${slug}:secret` };
  });
  const later = new Router();
  later.get('/game/daily', (ctx) => {
    ctx.body = { by: `${slug}:later` };
  });
  later.post('/game/only-post', (ctx) => {
    ctx.body = { by: `${slug}:post` };
  });
  later.get('/game/large', (ctx) => {
    ctx.body = { words: Array.from({ length: 300 }, (_, i) => `sana-${i}`) };
  });
  // A route that starts with a parameter may answer any first segment.
  const anything = new Router();
  anything.get('/:kind/anything', (ctx) => {
    ctx.body = { by: `${slug}:anything`, kind: ctx.params.kind };
  });
  return [first, other, guarded, later, anything];
}

const identify =
  (slug: string): Middleware =>
  (ctx, next) => {
    ctx.state.caller = `${slug}-caller`;
    return next();
  };

describe('API | Routing a request to its instance and its routers', () => {
  let origin = '';
  let close = async () => {};

  before(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'wordgame-routing-'));
    await writeFile(path.join(root, 'index.html'), TEST_INDEX_HTML);
    const instances: InstanceApi[] = ['fi', 'en'].map((slug) => ({
      slug,
      language: slug as 'fi' | 'en',
      routers: routersOf(slug),
      identifyCaller: identify(slug),
    }));
    const app = createHttpApp({
      instances,
      distDir: root,
      logger: pino({ level: 'silent' }),
      https: false,
      trustProxy: false,
      checkReadiness: async () => ({ ready: true, checks: {} }),
    });
    const server: Server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    close = async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    };
  });

  after(() => close());

  const get = (route: string, init?: RequestInit) => fetch(`${origin}${route}`, init);

  it("given each instance, then its own routers answer, with its own caller, never the other's", async () => {
    expect(await json(await get('/fi/api/game/daily'))).to.deep.equal({
      by: 'fi:first',
      caller: 'fi-caller',
    });
    expect(await json(await get('/en/api/game/daily'))).to.deep.equal({
      by: 'en:first',
      caller: 'en-caller',
    });
    expect(await json(await get('/en/api/other/thing'))).to.deep.equal({ by: 'en:other' });
  });

  it('given a path two routers answer, then the earlier router wins, as when every router was walked', async () => {
    expect((await json(await get('/fi/api/game/daily'))).by).to.equal('fi:first');
  });

  it("given a router's own middleware, then it runs for that router's routes and no other", async () => {
    expect((await get('/fi/api/guarded/secret')).status).to.equal(401);
    expect((await get('/fi/api/other/thing')).status).to.equal(200);
    expect((await get('/fi/api/game/daily')).status).to.equal(200);
  });

  it('given a known path with another method, then 405 with the methods it has', async () => {
    const response = await get('/fi/api/game/only-post');
    expect(response.status).to.equal(405);
    expect(response.headers.get('allow')).to.contain('POST');
    expect((await json(response)).code).to.equal('METHOD_NOT_ALLOWED');
  });

  it('given a route that starts with a parameter, then it answers under any first segment', async () => {
    expect(await json(await get('/fi/api/whatever/anything'))).to.deep.equal({
      by: 'fi:anything',
      kind: 'whatever',
    });
    expect((await json(await get('/fi/api/game/anything'))).by).to.equal('fi:anything');
  });

  it('given a path in other letter case, then it is routed as the routers match it, without case', async () => {
    expect((await json(await get('/FI/API/Game/Daily'))).by).to.equal('fi:first');
  });

  it('given an unknown segment, slug or bare API base, then 404 JSON', async () => {
    for (const route of ['/fi/api/nothing/here', '/xx/api/game/daily', '/fi/api', '/fi/api/']) {
      const response = await get(route);
      expect(response.status, route).to.equal(404);
      expect((await json(response)).code, route).to.equal('NOT_FOUND');
    }
  });

  it('given a small JSON answer to a client that accepts gzip, then it goes uncompressed as JSON; a large one compressed', async () => {
    const small = await get('/fi/api/other/thing', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(small.headers.get('content-encoding')).to.equal(null);
    expect(small.headers.get('content-type')).to.match(/^application\/json/);
    expect(small.headers.get('content-length')).to.equal(String(JSON.stringify({ by: 'fi:other' }).length));
    expect(await json(small)).to.deep.equal({ by: 'fi:other' });

    const large = await get('/fi/api/game/large', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(large.headers.get('content-encoding')).to.equal('gzip');
    expect(large.headers.get('vary')).to.contain('Accept-Encoding');
    expect(large.headers.get('content-type')).to.match(/^application\/json/);
    expect((await json(large)).words).to.have.length(300);
  });
});
