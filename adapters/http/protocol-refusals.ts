import { createServer, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_POLICY } from './middleware/security-headers';

// Requests Node refuses before the app sees them: a body that does not arrive in time, headers past the
// limit, bytes that are not HTTP (bad chunk sizes, a Content-Length given twice). Node's own answers are a
// bare status line; here they are the JSON error `{code, message}` every other refusal is (issue 30).

/** A request whose headers and body have not all arrived by then is answered 408 and its connection closed. */
export const REQUEST_DEADLINE_MS = 30_000;
/** Headers alone must arrive sooner: they are a few hundred bytes. */
const HEADERS_DEADLINE_MS = 20_000;
/** How often Node looks for requests past their deadline (its default, 30 s, would double the deadline). */
const DEADLINE_CHECK_MS = 1_000;

interface Refusal {
  readonly status: number;
  readonly reason: string;
  readonly code: string;
  readonly message: string;
}

const TIMED_OUT: Refusal = {
  status: 408,
  reason: 'Request Timeout',
  code: 'REQUEST_TIMEOUT',
  message: 'The request did not arrive in time',
};
const HEADERS_TOO_LARGE: Refusal = {
  status: 431,
  reason: 'Request Header Fields Too Large',
  code: 'HEADERS_TOO_LARGE',
  message: 'The request headers are too large',
};
const UNREADABLE: Refusal = {
  status: 400,
  reason: 'Bad Request',
  code: 'BAD_REQUEST',
  message: 'The request could not be read',
};

const refusalOf = (code: string | undefined): Refusal =>
  code === 'ERR_HTTP_REQUEST_TIMEOUT'
    ? TIMED_OUT
    : code === 'HPE_HEADER_OVERFLOW'
      ? HEADERS_TOO_LARGE
      : UNREADABLE;

/** The answer's bytes: the status line, the API's security headers, the JSON, and the connection's end. */
export function refusalBytes(refusal: Refusal): string {
  const body = JSON.stringify({ code: refusal.code, message: refusal.message });
  return [
    `HTTP/1.1 ${refusal.status} ${refusal.reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    `Content-Security-Policy: ${API_POLICY}`,
    'X-Content-Type-Options: nosniff',
    'X-Frame-Options: DENY',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

interface ClientFailure extends Error {
  code?: string;
}

/** What Node leaves to the server's 'clientError' listener, answered as Node would but in JSON. */
function answerClientError(error: ClientFailure, socket: Duplex): void {
  // The client went away, or an answer is already under way: nothing can be said any more.
  const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (error.code === 'ECONNRESET' || !socket.writable || answering) {
    socket.destroy();
    return;
  }
  socket.end(refusalBytes(refusalOf(error.code)));
}

/**
 * The HTTP server of `listener` with the deadlines above (a test may shorten the request's) and the
 * refusals in JSON.
 */
export function createAppServer(listener: RequestListener, requestDeadlineMs = REQUEST_DEADLINE_MS): Server {
  const server = createServer(
    {
      requestTimeout: requestDeadlineMs,
      headersTimeout: Math.min(HEADERS_DEADLINE_MS, requestDeadlineMs),
      connectionsCheckingInterval: DEADLINE_CHECK_MS,
    },
    listener,
  );
  server.on('clientError', answerClientError);
  return server;
}
