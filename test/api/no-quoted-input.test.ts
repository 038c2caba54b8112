import { gzipSync } from 'node:zlib';
import Router from '@koa/router';
import { expect } from 'chai';
import * as t from 'io-ts';
import { decodeOrThrow, strictObject } from '../../adapters/http/decode';
import { startHttpApp, type HttpAppHarness } from '../support/http-app-harness';

// No answer quotes its input: a parser's or a codec's message may repeat what was sent (the JSON parser
// quotes the text around its error, a password included), so refusals answer fixed words with a code.

const SECRET = 'hunter2-SALAINEN';

/** A codec written the way io-ts allows: its failure message quotes the value it refused. */
const Pin = new t.Type<string, string, unknown>(
  'Pin',
  (u): u is string => typeof u === 'string' && /^\d{4}$/.test(u),
  (u, c) =>
    typeof u === 'string' && /^\d{4}$/.test(u) ? t.success(u) : t.failure(u, c, `"${String(u)}" is no PIN`),
  (a) => a,
);
const SignIn = strictObject({ username: t.string, password: t.string, pin: Pin });

describe('API | No answer quotes its input', () => {
  let app: HttpAppHarness;
  let base: string;

  before(async () => {
    const router = new Router();
    router.post('/sign-in', (ctx) => {
      ctx.body = { ok: decodeOrThrow(SignIn, ctx.request.body).username };
    });
    app = await startHttpApp([router]);
    base = `${app.origin}/fi/api`;
  });

  after(() => app.close());

  const send = async (body: string | Blob, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.status, text: await response.text() };
  };

  const malformed: [string, string][] = [
    ['a bare word where a value belongs', `{"username":"pelaaja","password":${SECRET}}`],
    ['a string never closed', `{"username":"pelaaja","password":"${SECRET}`],
    ['a trailing comma', `{"password":"${SECRET}",}`],
    ['a bare word for a body', SECRET],
  ];
  for (const [what, body] of malformed) {
    it(`given malformed JSON (${what}) holding a secret, then 400 INVALID_JSON in fixed words`, async () => {
      const answer = await send(body);
      expect(answer.status).to.equal(400);
      expect(JSON.parse(answer.text)).to.deep.equal({
        code: 'INVALID_JSON',
        message: 'The request body is not valid JSON',
      });
      expect(answer.text).to.not.contain('hunter2');
    });
  }

  it('given a field that fails its codec, then 400 VALIDATION_ERROR names the field, not the value', async () => {
    const answer = await send(JSON.stringify({ username: 'pelaaja', password: SECRET, pin: SECRET }));
    expect(answer.status).to.equal(400);
    const body = JSON.parse(answer.text);
    expect(body.code).to.equal('VALIDATION_ERROR');
    expect(body.details.problems).to.deep.equal(['body.pin: expected Pin']);
    expect(answer.text).to.not.contain('hunter2');
  });

  it('given a field of the wrong type holding a secret, then the answer names the type only', async () => {
    const answer = await send(JSON.stringify({ username: 'pelaaja', password: [SECRET], pin: '1234' }));
    expect(answer.status).to.equal(400);
    expect(JSON.parse(answer.text).details.problems).to.deep.equal(['body.password: expected string']);
    expect(answer.text).to.not.contain('hunter2');
  });

  it('given a control character in a field of the codec, then the refusal names that field', async () => {
    const answer = await send(JSON.stringify({ username: 'pelaaja\u0007', password: SECRET, pin: '1234' }));
    expect(answer.status).to.equal(400);
    expect(JSON.parse(answer.text).details.problems).to.deep.equal([
      'body.username: control characters are not allowed',
    ]);
  });

  // Found by the fuzz suite (test/api/fuzz): the refusal named the path through the caller's own keys.
  it("given a control character under a key of the caller's own, then the refusal stops short of the key", async () => {
    const body = { username: 'pelaaja', password: 'x', pin: '1234', [SECRET]: { inner: 'a\u0007' } };
    const answer = await send(JSON.stringify(body));
    expect(answer.status).to.equal(400);
    expect(JSON.parse(answer.text).details.problems).to.deep.equal([
      'body: control characters are not allowed',
    ]);
    expect(answer.text).to.not.contain('hunter2');
  });

  it('given a content encoding the server does not read, then 415 without repeating the header', async () => {
    const answer = await send('{}', { 'content-encoding': `x-${SECRET}` });
    expect(answer.status).to.equal(415);
    expect(JSON.parse(answer.text).code).to.equal('UNSUPPORTED_MEDIA_TYPE');
    expect(answer.text).to.not.contain('hunter2');
  });

  it('given a gzip body that does not inflate, then 400 BAD_REQUEST rather than a 500', async () => {
    const broken = new Blob([gzipSync(JSON.stringify({ password: SECRET })).subarray(0, 12)]);
    const answer = await send(broken, { 'content-encoding': 'gzip' });
    expect(answer.status).to.equal(400);
    expect(JSON.parse(answer.text)).to.deep.equal({
      code: 'BAD_REQUEST',
      message: 'The request body could not be read',
    });
  });

  it('given a well-formed gzip body, then it is read as usual', async () => {
    const body = new Blob([gzipSync(JSON.stringify({ username: 'pelaaja', password: SECRET, pin: '1234' }))]);
    const answer = await send(body, { 'content-encoding': 'gzip' });
    expect([answer.status, JSON.parse(answer.text)]).to.deep.equal([200, { ok: 'pelaaja' }]);
  });
});
