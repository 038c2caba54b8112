import { request } from 'node:http';
import Router from '@koa/router';
import { expect } from 'chai';
import * as t from 'io-ts';
import { decodeOrThrow, strictObject } from '../../adapters/http/decode';
import { HttpError } from '../../adapters/http/errors/http-error';
import { startHttpApp, type HttpAppHarness } from '../support/http-app-harness';
import { json } from '../support/http';
import { API_POLICY } from '../../adapters/http/middleware/security-headers';

const SignUp = strictObject({ username: t.string, age: t.number });

function probeRouter(): Router {
  const router = new Router();
  router.post('/sign-up', (ctx) => {
    ctx.body = decodeOrThrow(SignUp, ctx.request.body);
  });
  router.get('/not-found-here', () => {
    throw HttpError.from({ code: 'NOT_FOUND', message: 'No such game' });
  });
  router.get('/taken', () => {
    throw HttpError.from({ code: 'USERNAME_TAKEN', message: 'Username already taken' });
  });
  router.get('/crash', () => {
    throw new Error('database password is hunter2');
  });
  router.get('/throws-null', () => {
    throw null;
  });
  router.get('/large', (ctx) => {
    ctx.body = { words: Array.from({ length: 500 }, (_, i) => `sana-${i}`) };
  });
  router.get('/ip', (ctx) => {
    ctx.body = { ip: ctx.ip };
  });
  return router;
}

/** fetch() refuses some methods and normalises paths; raw requests show what the server really answers. */
function raw(origin: string, method: string, path: string) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = request(`${origin}${path}`, { method }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('API | The HTTP edge: errors, decoding, headers, static files', () => {
  let app: HttpAppHarness;
  let base: string;

  before(async () => {
    app = await startHttpApp([probeRouter()]);
    base = `${app.origin}/fi/api`;
  });

  after(() => app.close());

  const post = (route: string, body: string) =>
    fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  describe('decoding', () => {
    it('given a well-formed body with extra keys, then the route sees only the decoded fields', async () => {
      const response = await post(
        '/sign-up',
        JSON.stringify({ username: 'pelaaja', age: 30, roles: ['admin'] }),
      );
      expect(response.status).to.equal(200);
      expect(await json(response)).to.deep.equal({ username: 'pelaaja', age: 30 });
    });

    it('given fields of the wrong type or missing, then 400 VALIDATION_ERROR names each path without echoing values', async () => {
      const response = await post('/sign-up', JSON.stringify({ username: 424242 }));
      expect(response.status).to.equal(400);
      const body = await json(response);
      expect(body.code).to.equal('VALIDATION_ERROR');
      expect(body.details.problems).to.deep.equal([
        'body.username: expected string',
        'body.age: expected number',
      ]);
      expect(JSON.stringify(body)).to.not.contain('424242');
    });

    it('given malformed JSON, then 400 INVALID_JSON', async () => {
      const response = await post('/sign-up', '{"username": ');
      expect(response.status).to.equal(400);
      expect((await json(response)).code).to.equal('INVALID_JSON');
    });

    it('given a body over the limit, then 413 PAYLOAD_TOO_LARGE', async () => {
      const response = await post('/sign-up', JSON.stringify({ username: 'x'.repeat(200_000), age: 1 }));
      expect(response.status).to.equal(413);
      expect((await json(response)).code).to.equal('PAYLOAD_TOO_LARGE');
    });
  });

  describe('errors', () => {
    it('given an expected failure, then the status comes from the code table with the spec text', async () => {
      const missing = await fetch(`${base}/not-found-here`);
      expect(missing.status).to.equal(404);
      expect(await json(missing)).to.deep.equal({ code: 'NOT_FOUND', message: 'No such game' });
      const taken = await fetch(`${base}/taken`);
      expect(taken.status).to.equal(409);
      expect(await json(taken)).to.deep.equal({ code: 'USERNAME_TAKEN', message: 'Username already taken' });
    });

    it('given an unexpected failure, then 500 INTERNAL_ERROR without the internals', async () => {
      const response = await fetch(`${base}/crash`);
      expect(response.status).to.equal(500);
      const text = await response.text();
      expect(JSON.parse(text)).to.deep.equal({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
      expect(text).to.not.contain('hunter2');
    });

    it('given something thrown that is not an Error, then still 500 JSON with the security headers', async () => {
      const response = await fetch(`${base}/throws-null`);
      expect(response.status).to.equal(500);
      expect((await json(response)).code).to.equal('INTERNAL_ERROR');
      expect(response.headers.get('content-security-policy')).to.equal(API_POLICY);
    });

    it('given an unknown API path, of a known or an unknown instance, then 404 JSON rather than the SPA', async () => {
      for (const path of ['/fi/api/no/such/thing', '/xx/api/config', '/fi/api']) {
        const response = await fetch(`${app.origin}${path}`, { redirect: 'manual' });
        expect(response.status, path).to.equal(404);
        expect(response.headers.get('content-type'), path).to.match(/application\/json/);
        expect((await json(response)).code, path).to.equal('NOT_FOUND');
      }
    });

    it('given a known path with the wrong method, then 405 METHOD_NOT_ALLOWED with an Allow header', async () => {
      const response = await fetch(`${base}/taken`, { method: 'DELETE' });
      expect(response.status).to.equal(405);
      expect(response.headers.get('allow')).to.contain('GET');
      expect((await json(response)).code).to.equal('METHOD_NOT_ALLOWED');
    });

    it('given a method the server does not know, then a JSON 4xx or 501, never a 500', async () => {
      for (const path of ['/fi/api/taken', '/fi/', '/']) {
        const response = await raw(app.origin, 'PROPFIND', path);
        expect(response.status, path).to.be.oneOf([404, 405, 501]);
        expect(JSON.parse(response.body).code, path).to.be.a('string');
      }
    });
  });

  describe('headers', () => {
    it('given any answer, then it carries the security headers and a fresh request id', async () => {
      for (const path of ['/fi/api/taken', '/fi/', '/fi/api/missing']) {
        const response = await fetch(`${app.origin}${path}`, {
          headers: { 'X-Request-Id': 'forged-by-client-1' },
        });
        expect(response.headers.get('x-content-type-options'), path).to.equal('nosniff');
        expect(response.headers.get('x-frame-options'), path).to.equal('DENY');
        expect(response.headers.get('cross-origin-resource-policy'), path).to.equal('same-origin');
        // Without a trusted proxy in front, a caller's id is not believed.
        expect(response.headers.get('x-request-id'), path).to.match(/^[0-9a-f-]{36}$/);
      }
    });

    it("given a page, then the pages' policy; given an API answer, even an error, then one that lets nothing load or run", async () => {
      // An API path spelled otherwise than the app's calls is answered as a page: it gets the page's policy.
      for (const path of ['/fi/API/nothing', '/fi/']) {
        const csp = (await fetch(`${app.origin}${path}`)).headers.get('content-security-policy');
        expect(csp, path).to.contain("script-src 'self'");
      }
      const page = await fetch(`${app.origin}/fi/`);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).to.contain("object-src 'none'");
      expect(csp).to.contain("base-uri 'none'");
      expect(csp).to.contain("script-src 'self'");
      expect(page.headers.get('referrer-policy')).to.equal('strict-origin-when-cross-origin');
      expect(page.headers.get('cross-origin-opener-policy')).to.equal('same-origin');
      for (const path of ['/fi/api/taken', '/fi/api/missing']) {
        const answer = await fetch(`${app.origin}${path}`);
        expect(answer.headers.get('content-security-policy'), path).to.equal(API_POLICY);
        expect(answer.headers.get('permissions-policy'), path).to.equal(null);
      }
    });

    it('given a large answer and a client that accepts gzip, then it is compressed', async () => {
      const response = await fetch(`${base}/large`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).to.equal('gzip');
      expect((await json(response)).words).to.have.length(500);
    });
  });

  describe('static files', () => {
    it('given a hashed asset, then it is served with a year-long immutable cache', async () => {
      const response = await fetch(`${app.origin}/assets/app-1234.js`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('cache-control')).to.contain('immutable');
      expect(await response.text()).to.contain('sanaryhmät');
    });

    it('given a missing asset, then 404 JSON', async () => {
      const response = await fetch(`${app.origin}/assets/missing.js`);
      expect(response.status).to.equal(404);
      expect((await json(response)).code).to.equal('NOT_FOUND');
    });

    it('given a path that climbs out of the build, then nothing outside it is read', async () => {
      for (const path of [
        '/assets/..%2f..%2fpackage.json',
        '/assets/%2e%2e/%2e%2e/package.json',
        '/..%2fpackage.json',
      ]) {
        const response = await raw(app.origin, 'GET', path);
        expect(response.status, path).to.not.equal(500);
        expect(response.body, path).to.not.contain('"dependencies"');
      }
    });

    it('given a page, then the SPA is served uncached so that a new build shows at once', async () => {
      const response = await fetch(`${app.origin}/fi/previous`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('cache-control')).to.equal('no-cache');
    });
  });
});

describe('API | The HTTP edge behind a load balancer', () => {
  let app: HttpAppHarness;

  before(async () => {
    app = await startHttpApp([probeRouter()], { trustProxy: true, https: true });
  });

  after(() => app.close());

  it('given X-Forwarded-For, then the client address is the one the balancer added, not what the client wrote', async () => {
    const response = await fetch(`${app.origin}/fi/api/ip`, {
      headers: { 'X-Forwarded-For': '6.6.6.6, 10.0.0.7' },
    });
    expect((await json(response)).ip).to.equal('10.0.0.7');
  });

  it("given the balancer's request id, then it carries through", async () => {
    const response = await fetch(`${app.origin}/fi/api/ip`, { headers: { 'X-Request-Id': 'lb-1234567890' } });
    expect(response.headers.get('x-request-id')).to.equal('lb-1234567890');
  });

  it('given an https public address, then HSTS is on', async () => {
    const response = await fetch(`${app.origin}/fi/api/ip`);
    expect(response.headers.get('strict-transport-security')).to.contain('max-age=');
  });
});
