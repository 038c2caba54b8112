import net from 'node:net';
import Router from '@koa/router';
import { expect } from 'chai';
import { startHttpApp, type HttpAppHarness } from '../support/http-app-harness';

// A body over the limit is refused with 413 after the first 100 kB; the rest of it was left on the
// connection, which then hung for the keep-alive timeout (66 s). The server now closes such a connection
// as soon as the answer is out, whether the body came chunked or with a Content-Length.

const MEGABYTE = 1024 * 1024;
/** "Promptly": well under the keep-alive timeout, with room for a slow test machine. */
const PROMPTLY_MS = 2_000;
/** The server lingers 2 s for a client that keeps sending; then it closes whatever the client does. */
const LINGER_BOUND_MS = 4_000;

interface Exchange {
  /** Everything the server sent. */
  received: string;
  /** Milliseconds from the first byte sent until the server ended its side; null: it never did. */
  endedAfterMs: number | null;
  /** Milliseconds until the socket was gone altogether; null: still open at the deadline. */
  closedAfterMs: number | null;
}

/**
 * Sends `head` and then the `chunks` on a raw socket that never closes its own side (allowHalfOpen), so
 * only the server can end the exchange. Chunks that never run out keep coming until the socket is gone.
 */
function exchange(
  port: number,
  head: string,
  chunks: () => string | null,
  { deadlineMs, stopAtEnd }: { deadlineMs: number; stopAtEnd: boolean },
): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const started = Date.now();
    const result: Exchange = { received: '', endedAfterMs: null, closedAfterMs: null };
    socket.on('data', (data) => (result.received += data.toString('latin1')));
    socket.on('end', () => {
      result.endedAfterMs = Date.now() - started;
      // A client that sent all of its body can tell no more than this: the server is done with it.
      if (stopAtEnd) finish();
    });
    // A write into a socket the server closed fails (EPIPE, ECONNRESET): that is the closing seen here.
    socket.on('error', () => {});
    let finished = false;
    const finish = () => {
      finished = true;
      clearTimeout(deadline);
      socket.destroy();
      resolve(result);
    };
    const deadline = setTimeout(finish, deadlineMs);
    socket.on('close', () => {
      if (finished) return;
      result.closedAfterMs = Date.now() - started;
      finish();
    });
    const send = (): void => {
      for (let chunk = chunks(); chunk !== null; chunk = chunks()) {
        if (socket.destroyed) return;
        if (!socket.write(chunk)) return void socket.once('drain', send);
      }
    };
    socket.write(head);
    send();
  });
}

const chunked = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
const PIECE = 'a'.repeat(16 * 1024);

/** A chunked JSON body of `bytes` (an unfinished string value), then the last chunk. */
function chunkedBody(bytes: number): () => string | null {
  let sent = 0;
  let done = false;
  return () => {
    if (done) return null;
    if (sent === 0) {
      sent += 7;
      return chunked('{"a":"a');
    }
    if (sent < bytes) {
      sent += PIECE.length;
      return chunked(PIECE);
    }
    done = true;
    return '0\r\n\r\n';
  };
}

const post = (path: string, headers: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}\r\n`;

describe('API | A body over the limit closes its connection promptly', function () {
  this.timeout(30_000);
  let app: HttpAppHarness;
  let port: number;

  before(async () => {
    const router = new Router();
    router.post('/echo', (ctx) => {
      ctx.body = { received: ctx.request.body };
    });
    app = await startHttpApp([router]);
    port = Number(new URL(app.origin).port);
  });

  after(() => app.close());

  const expect413 = (received: string) => {
    const [head = '', body = ''] = received.split('\r\n\r\n');
    expect(head).to.match(/^HTTP\/1\.1 413 /);
    expect(head).to.match(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(body)).to.deep.equal({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large',
    });
  };

  it('given a 1 MB body sent chunked, then 413 and the server closes the connection within 2 s', async () => {
    const seen = await exchange(
      port,
      post('/fi/api/echo', 'Transfer-Encoding: chunked\r\n'),
      chunkedBody(MEGABYTE),
      { deadlineMs: 10_000, stopAtEnd: true },
    );
    expect413(seen.received);
    expect(seen.endedAfterMs, 'the server ended the connection').to.be.a('number').below(PROMPTLY_MS);
  });

  it('given a 1 MB body with its Content-Length, then 413 and the server closes the connection within 2 s', async () => {
    const body = `{"a":"${'a'.repeat(MEGABYTE)}"}`;
    let sent = false;
    const seen = await exchange(
      port,
      post('/fi/api/echo', `Content-Length: ${Buffer.byteLength(body)}\r\n`),
      () => (sent ? null : ((sent = true), body)),
      { deadlineMs: 10_000, stopAtEnd: true },
    );
    expect413(seen.received);
    expect(seen.endedAfterMs, 'the server ended the connection').to.be.a('number').below(PROMPTLY_MS);
  });

  it('given a chunked body that never ends, then 413 and the socket is gone within the linger time', async () => {
    const seen = await exchange(
      port,
      post('/fi/api/echo', 'Transfer-Encoding: chunked\r\n'),
      () => chunked(PIECE),
      { deadlineMs: 10_000, stopAtEnd: false },
    );
    expect413(seen.received);
    expect(seen.closedAfterMs, 'the server closed the socket').to.be.a('number').below(LINGER_BOUND_MS);
  });

  it('given a body within the limit, then it is answered and the connection stays open for the next request', async () => {
    const body = '{"a":"b"}';
    const request = post('/fi/api/echo', `Content-Length: ${body.length}\r\n`) + body;
    let sent = 0;
    const seen = await exchange(port, '', () => (sent++ < 2 ? request : null), {
      deadlineMs: 1_000,
      stopAtEnd: true,
    });
    expect(seen.received.match(/HTTP\/1\.1 200 /g)).to.have.length(2);
    expect(seen.received).to.not.match(/Connection: close/i);
    expect(seen.endedAfterMs, 'still open').to.equal(null);
  });
});
