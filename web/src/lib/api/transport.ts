import { NETWORK_ERROR_TEXT } from '../../../../domain/errors/error-texts';
import type { FetchLike, Timers } from './environment';
import { ApiError, CancelledError } from './errors';

// One HTTP exchange, nothing about tokens: JSON in and out, cookies included, a hard time limit, and the
// three ways it can fail told apart (the caller cancelled, it took too long, the server was unreachable).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpCall {
  method: HttpMethod;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface HttpAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  /** Parsed JSON; undefined for an empty body; the raw text when it is not JSON. */
  body: unknown;
}

export type Transport = (call: HttpCall) => Promise<HttpAnswer>;

export interface TransportOptions {
  baseUrl: string;
  fetch: FetchLike;
  timers: Timers;
  timeoutMs: number;
}

function readBody(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const networkError = (code: 'NETWORK_ERROR' | 'TIMEOUT', cause?: unknown) =>
  new ApiError({ status: 0, code, message: NETWORK_ERROR_TEXT, cause });

export function createTransport({ baseUrl, fetch, timers, timeoutMs }: TransportOptions): Transport {
  const base = baseUrl.replace(/\/+$/, '');

  return async (call) => {
    if (call.signal?.aborted) throw new CancelledError();
    const controller = new AbortController();
    let timedOut = false;
    const timer = timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    call.signal?.addEventListener('abort', onCallerAbort, { once: true });
    // Racing the abort keeps the time limit even if a fetch implementation ignores its signal.
    const aborted = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
    );
    aborted.catch(() => undefined);

    const headers: Record<string, string> = { Accept: 'application/json', ...call.headers };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const exchange = async (): Promise<HttpAnswer> => {
        const response = await fetch(base + call.path, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          credentials: 'include',
          signal: controller.signal,
        });
        const body = readBody(await response.text());
        return { status: response.status, ok: response.ok, headers: response.headers, body };
      };
      return await Promise.race([exchange(), aborted]);
    } catch (error) {
      if (call.signal?.aborted) throw new CancelledError();
      if (timedOut) throw networkError('TIMEOUT', error);
      throw networkError('NETWORK_ERROR', error);
    } finally {
      timers.clearTimeout(timer);
      call.signal?.removeEventListener('abort', onCallerAbort);
    }
  };
}
