import http from 'node:http';

// Requests sent exactly as written: fetch (and the URL class under it) would resolve `../`, re-encode a
// stray `%` and refuse some headers before the server ever saw them, and the fuzz is about what it sees.

export interface RawRequest {
  readonly method: string;
  /** Path and query as they go on the request line, undecoded (`/fi/api/game/..%2F?a=%zz`). */
  readonly target: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
}

export interface RawAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The body as text; empty for an event stream, which is left after its headers. */
  readonly text: string;
}

/** An answer slower than this is a hang, and a finding of its own. */
const ANSWER_TIMEOUT_MS = 10_000;

const isEventStream = (headers: http.IncomingHttpHeaders) =>
  String(headers['content-type'] ?? '').startsWith('text/event-stream');

export interface RawClient {
  send(request: RawRequest): Promise<RawAnswer>;
  /** Closes the idle connections, so that the server under test can stop at once. */
  close(): void;
}

/** A client of one origin over a keep-alive pool: a new connection per request would cost more than most answers. */
export function rawClient(origin: string): RawClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  return { send: (request) => sendRaw(agent, origin, request), close: () => agent.destroy() };
}

/** Sends the request and reads the answer; an event stream is closed once its status and headers are in. */
function sendRaw(agent: http.Agent, origin: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        hostname,
        port,
        method: request.method,
        path: request.target,
        headers: {
          ...request.headers,
          ...(request.body === undefined ? {} : { 'content-length': Buffer.byteLength(request.body) }),
        },
        timeout: ANSWER_TIMEOUT_MS,
      },
      (response) => {
        const base = { status: response.statusCode ?? 0, headers: response.headers };
        if (isEventStream(response.headers)) {
          // A stream may run as long as its job: what it answered, and how, is all there is to check.
          response.destroy();
          outgoing.destroy();
          resolve({ ...base, text: '' });
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ ...base, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => {
      outgoing.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`));
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
