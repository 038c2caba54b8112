import type { Server } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import { expect } from 'chai';
import { json } from '../support/http';
import * as t from 'io-ts';
import { pino } from 'pino';
import { createHttpApp } from '../../adapters/http/app';
import { decodeOrThrow } from '../../adapters/http/decode';
import { HttpError } from '../../adapters/http/errors/http-error';
import { TEST_INDEX_HTML } from '../support/test-server';

const SignUp = t.type({ username: t.string, age: t.number });

function probeRouter(): Router {
  const router = new Router();
  router.post('/sign-up', (ctx) => {
    ctx.body = decodeOrThrow(SignUp, ctx.request.body);
  });
  router.get('/taken', () => {
    throw HttpError.from({ code: 'USERNAME_TAKEN', message: 'Username already taken' });
  });
  router.get('/crash', () => {
    throw new Error('database password is hunter2');
  });
  router.get('/large', (ctx) => {
    ctx.body = { words: Array.from({ length: 500 }, (_, i) => `sana-${i}`) };
  });
  return router;
}

describe('API | Errors, decoding and headers', () => {
  let server: Server;
  let base: string;

  before(async () => {
    const distDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-dist-'));
    await writeFile(path.join(distDir, 'index.html'), TEST_INDEX_HTML);
    const app = createHttpApp({
      instances: [{ slug: 'fi', language: 'fi', routers: [probeRouter()] }],
      distDir,
      logger: pino({ level: 'silent' }),
      https: false,
      trustProxy: false,
      checkReadiness: async () => ({ ready: true, checks: {} }),
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}/fi/api`;
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  const post = (route: string, body: string, type = 'application/json') =>
    fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': type }, body });

  it('given a well-formed body, then the route sees the decoded value', async () => {
    const response = await post('/sign-up', JSON.stringify({ username: 'pelaaja', age: 30 }));
    expect(response.status).to.equal(200);
    expect(await json(response)).to.deep.equal({ username: 'pelaaja', age: 30 });
  });

  it('given fields of the wrong type or missing, then 400 VALIDATION_ERROR names each path', async () => {
    const response = await post('/sign-up', JSON.stringify({ username: 42 }));
    expect(response.status).to.equal(400);
    const body = await json(response);
    expect(body.code).to.equal('VALIDATION_ERROR');
    expect(body.details.problems).to.deep.equal([
      'body.username: expected string, got 42',
      'body.age: expected number, got nothing',
    ]);
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

  it('given an expected failure, then its code maps to a status with the spec text', async () => {
    const response = await fetch(`${base}/taken`);
    expect(response.status).to.equal(400);
    expect(await json(response)).to.deep.equal({ code: 'USERNAME_TAKEN', message: 'Username already taken' });
  });

  it('given an unexpected failure, then 500 INTERNAL_ERROR without the internals', async () => {
    const response = await fetch(`${base}/crash`);
    expect(response.status).to.equal(500);
    const text = await response.text();
    expect(JSON.parse(text)).to.deep.equal({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(text).to.not.contain('hunter2');
  });

  it('given an unknown API path, then 404 JSON rather than the SPA', async () => {
    const response = await fetch(`${base}/no/such/thing`);
    expect(response.status).to.equal(404);
    expect(response.headers.get('content-type')).to.match(/application\/json/);
    expect((await json(response)).code).to.equal('NOT_FOUND');
  });

  it('given a known path with the wrong method, then 405 METHOD_NOT_ALLOWED', async () => {
    const response = await fetch(`${base}/taken`, { method: 'DELETE' });
    expect(response.status).to.equal(405);
    expect((await json(response)).code).to.equal('METHOD_NOT_ALLOWED');
  });

  it('given any answer, then it carries the security headers and a request id', async () => {
    const response = await fetch(`${base}/taken`, { headers: { 'X-Request-Id': 'lb-1234567890' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).to.contain("object-src 'none'");
    expect(csp).to.contain("base-uri 'none'");
    expect(csp).to.contain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(response.headers.get('x-frame-options')).to.equal('DENY');
    expect(response.headers.get('x-request-id')).to.equal('lb-1234567890');
  });

  it('given a large answer and a client that accepts gzip, then it is compressed', async () => {
    const response = await fetch(`${base}/large`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).to.equal('gzip');
    expect((await json(response)).words).to.have.length(500);
  });
});
