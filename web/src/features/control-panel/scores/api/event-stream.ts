import { NETWORK_ERROR_TEXT } from '../../../../../../domain/errors/error-texts';
import { sessionExpired } from '../../../../../../domain/tokens/refresh-queue';
import { ApiError, CancelledError, type ApiClient, type FetchLike } from '../../../../lib/api';
import { createSseParser, type SseMessage } from './sse-parser';

// A server-sent event stream read with fetch, on the app's own tokens: EventSource can neither POST nor
// send a bearer token. Like the API client, a 401 gets one token refresh and one retry (a refused request
// started nothing, so retrying is safe). Unlike it, there is no overall time limit, as the stream lasts as
// long as the job; instead a stream silent for `idleMs` counts as lost (the server speaks every second).

export interface EventStreamDeps {
  client: ApiClient;
  fetch: FetchLike;
  /** The instance's API base, e.g. `/fi/api`. */
  baseUrl: string;
  idleMs?: number;
}

export interface EventStreamRequest {
  method: 'GET' | 'POST';
  path: string;
  signal: AbortSignal;
  onMessage: (message: SseMessage) => void;
}

export const STREAM_IDLE_MS = 15_000;

const networkError = (code: 'NETWORK_ERROR' | 'TIMEOUT', cause?: unknown) =>
  new ApiError({ status: 0, code, message: NETWORK_ERROR_TEXT, cause });

/** A refusal's JSON `{code, message, details}` as the ApiError the rest of the app knows. */
async function refusal(response: Response): Promise<ApiError> {
  let body: { code?: unknown; message?: unknown; details?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's page): the status alone speaks.
  }
  return new ApiError({
    status: response.status,
    code: typeof body.code === 'string' ? body.code : undefined,
    message: typeof body.message === 'string' ? body.message : `Request failed (${response.status})`,
    details: body.details,
  });
}

/**
 * Opens the stream and hands over each message until the server ends it (then it resolves). It rejects
 * with the server's refusal as an ApiError (status, code, details), with NETWORK_ERROR or TIMEOUT when the
 * connection fails or falls silent, and with a CancelledError when `signal` aborts.
 */
export async function readEventStream(deps: EventStreamDeps, request: EventStreamRequest): Promise<void> {
  const { signal } = request;
  if (signal.aborted) throw new CancelledError();
  const inner = new AbortController();
  let silent = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const listen = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      silent = true;
      inner.abort();
    }, deps.idleMs ?? STREAM_IDLE_MS);
  };
  const onAbort = () => inner.abort();
  signal.addEventListener('abort', onAbort, { once: true });

  const open = (token: string) =>
    deps.fetch(deps.baseUrl.replace(/\/+$/, '') + request.path, {
      method: request.method,
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      credentials: 'include',
      signal: inner.signal,
    });

  try {
    const held = deps.client.tokens();
    if (held === null) {
      const expired = sessionExpired();
      throw new ApiError({ status: 401, code: expired.code, message: expired.message });
    }
    listen();
    let response = await open(held.token);
    if (response.status === 401) response = await open((await deps.client.refreshTokens(signal)).token);
    if (!response.ok) throw await refusal(response);
    if (response.body === null) return;

    const parser = createSseParser(request.onMessage);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    // Not every body ends when its request is aborted: cancelling the reader ends the wait in any case.
    const stop = () => void reader.cancel().catch(() => undefined);
    inner.signal.addEventListener('abort', stop, { once: true });
    for (;;) {
      listen();
      const { done, value } = await reader.read();
      if (inner.signal.aborted) throw new Error('Stream stopped');
      if (done) break;
      parser.push(value);
    }
    parser.end();
  } catch (error) {
    if (signal.aborted) throw new CancelledError();
    if (error instanceof ApiError) throw error;
    throw networkError(silent ? 'TIMEOUT' : 'NETWORK_ERROR', error);
  } finally {
    clearTimeout(watchdog);
    signal.removeEventListener('abort', onAbort);
  }
}
