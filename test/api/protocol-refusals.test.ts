import { connect } from 'node:net';
import Router from '@koa/router';
import { expect } from 'chai';
import { API_POLICY } from '../../adapters/http/middleware/security-headers';
import { startHttpApp, type HttpAppHarness } from '../support/http-app-harness';

// Issue 30: what Node refuses before the app sees a request. A body that trickles in was held until Node's
// default of 300 s; a header past the limit, a Content-Length given twice or a broken chunk got a bare
// status line. Now: a deadline (30 s; 1 s here), and each refusal is the JSON error every answer is.

const DEADLINE_MS = 1_000;

interface RawAnswer {
  readonly statusLine: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** When the server closed the connection, in ms from the first byte sent. */
  readonly closedAfterMs: number;
  /** Everything the server sent. */
  readonly raw: string;
}

/** Sends `chunks` (one after another, `gapMs` apart) on a connection of its own and reads to its close. */
function exchange(port: number, chunks: readonly string[], gapMs = 0): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => (received += data));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ statusLine, headers, body, closedAfterMs: Date.now() - started, raw: received });
    });
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        await new Promise((wait) => setTimeout(wait, gapMs));
      }
    });
  });
}

function expectJsonRefusal(answer: RawAnswer, status: number, code: string): void {
  expect(answer.statusLine, answer.body).to.match(new RegExp(`^HTTP/1\\.1 ${status} `));
  expect(answer.headers['content-type']).to.equal('application/json; charset=utf-8');
  expect(answer.headers['content-security-policy']).to.equal(API_POLICY);
  expect(answer.headers['x-content-type-options']).to.equal('nosniff');
  expect(answer.headers.connection).to.equal('close');
  expect(JSON.parse(answer.body)).to.have.property('code', code);
}

describe('API | Requests Node refuses before the app: deadlines and JSON refusals', function () {
  this.timeout(30_000);
  let app: HttpAppHarness;
  let port: number;

  before(async () => {
    const router = new Router();
    router.post('/echo', (ctx) => {
      ctx.body = { received: ctx.request.body };
    });
    router.get('/slow', async (ctx) => {
      await new Promise((wait) => setTimeout(wait, DEADLINE_MS * 2.5));
      ctx.body = { slow: true };
    });
    app = await startHttpApp([router], {}, undefined, DEADLINE_MS);
    port = Number(new URL(app.origin).port);
  });

  after(() => app.close());

  const head = (method: string, path: string, extra = '') =>
    `${method} /fi/api${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}`;

  it('given a body that stops arriving, then 408 REQUEST_TIMEOUT soon after the deadline, and the connection closes', async () => {
    const answer = await exchange(port, [
      head('POST', '/echo', 'Content-Type: application/json\r\nContent-Length: 40\r\n\r\n{"word":'),
    ]);
    expectJsonRefusal(answer, 408, 'REQUEST_TIMEOUT');
    // Node looks for late requests once a second: the deadline plus that, with room for a busy machine.
    expect(answer.closedAfterMs).to.be.within(DEADLINE_MS, DEADLINE_MS + 4_000);
  });

  it('given headers that trickle in byte by byte, then 408 as well', async () => {
    const answer = await exchange(port, [...head('GET', '/slow', 'X-Slow: yes\r\n')], 100);
    expectJsonRefusal(answer, 408, 'REQUEST_TIMEOUT');
  });

  it('given a 20 kB header, then 431 HEADERS_TOO_LARGE in JSON', async () => {
    const answer = await exchange(port, [head('GET', '/slow', `X-Big: ${'a'.repeat(20_000)}\r\n\r\n`)]);
    expectJsonRefusal(answer, 431, 'HEADERS_TOO_LARGE');
  });

  it('given a Content-Length given twice, or a chunk size that is no number, then 400 BAD_REQUEST in JSON', async () => {
    const twice = await exchange(port, [
      head('POST', '/echo', 'Content-Length: 2\r\nContent-Length: 5\r\n\r\n{}'),
    ]);
    expectJsonRefusal(twice, 400, 'BAD_REQUEST');
    const chunked = await exchange(port, [
      head(
        'POST',
        '/echo',
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      ),
    ]);
    expectJsonRefusal(chunked, 400, 'BAD_REQUEST');
  });

  it('given a whole request whose answer takes longer than the deadline, then it is answered, not cut', async () => {
    const answer = await fetch(`${app.origin}/fi/api/slow`);
    expect(answer.status).to.equal(200);
    expect(await answer.json()).to.deep.equal({ slow: true });
  });

  it('given a kept-alive connection idle past the deadline, then its next request is answered', async () => {
    const request = head('POST', '/echo', 'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
    const answer = await exchange(
      port,
      [request, request, `${head('GET', '/none', 'Connection: close\r\n\r\n')}`],
      DEADLINE_MS * 2,
    );
    const statuses = answer.raw.match(/HTTP\/1\.1 \d{3}/g);
    expect(statuses).to.deep.equal(['HTTP/1.1 200', 'HTTP/1.1 200', 'HTTP/1.1 404']);
  });
});
