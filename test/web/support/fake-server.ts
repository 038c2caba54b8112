import type { FetchLike } from '../../../web/src/lib/api/environment';

/** What the fake server saw of one call. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export type Handler = (request: SeenRequest) => Response | Promise<Response>;

/** The Authorization header a call carried (`Bearer …`), if any. */
export const bearerOf = (request: SeenRequest | undefined): string | null | undefined =>
  request?.headers.get('Authorization');

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A promise the test settles by hand, e.g. to hold a refresh open while others queue behind it. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const abortError = () => Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });

/**
 * A tiny router behind a `fetch`: handlers by "METHOD /path", every request recorded. Unknown routes answer
 * 404 JSON like the real server. The signal is honoured, as a browser's fetch would.
 */
export class FakeServer {
  readonly requests: SeenRequest[] = [];
  private readonly handlers = new Map<string, Handler>();

  constructor(readonly base = 'http://test.local/fi/api') {}

  on(method: string, path: string, handler: Handler): this {
    this.handlers.set(`${method} ${path}`, handler);
    return this;
  }

  calls(method: string, path: string): SeenRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  readonly fetch: FetchLike = async (input, init) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    const path = input.startsWith(this.base) ? input.slice(this.base.length) : input;
    const method = init.method ?? 'GET';
    const seen: SeenRequest = {
      method,
      path,
      headers: new Headers(init.headers as Record<string, string>),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      signal,
    };
    this.requests.push(seen);
    const handler = this.handlers.get(`${method} ${path}`);
    const answer = handler
      ? Promise.resolve(handler(seen))
      : Promise.resolve(json({ code: 'NOT_FOUND', message: 'Not found' }, 404));
    if (!signal) return answer;
    return Promise.race([
      answer,
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(abortError()))),
    ]);
  };
}
