import { NETWORK_ERROR_TEXT } from '../../../../../../domain/errors/error-texts';
import { sessionExpired } from '../../../../../../domain/tokens/refresh-queue';
import { needsAccessRefresh } from '../../../../../../domain/tokens/token-expiry';
import { ApiError, CancelledError, type ApiClient, type FetchLike } from '../../../../lib/api';
import { errorFromAnswer } from '../../../../lib/api/error-answer';
import { readJwtExp } from '../../../../lib/api/jwt';

// A multipart request (a news item with its image, an uploaded picture) on the app's own tokens: the API
// client's transport speaks JSON only. Like the client, a token about to expire is refreshed first and a
// 401 gets one refresh and one retry; unlike it, the time limit allows a 5 MB image on a slow connection.

export interface FormRequestDeps {
  client: ApiClient;
  fetch: FetchLike;
  /** The instance's API base, e.g. `/fi/api`. */
  baseUrl: string;
  timeoutMs?: number;
  now?: () => number;
}

export const FORM_TIMEOUT_MS = 60_000;

const networkError = (code: 'NETWORK_ERROR' | 'TIMEOUT', cause?: unknown) =>
  new ApiError({ status: 0, code, message: NETWORK_ERROR_TEXT, cause });

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends `form` and answers the JSON reply; failures are ApiErrors as the rest of the app knows them. */
export async function sendForm<T>(
  deps: FormRequestDeps,
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  signal?: AbortSignal,
): Promise<T> {
  if (signal?.aborted) throw new CancelledError();
  const now = deps.now ?? Date.now;
  let held = deps.client.tokens();
  if (held === null) {
    const expired = sessionExpired();
    throw new ApiError({ status: 401, code: expired.code, message: expired.message });
  }
  // Refreshed before, not after a 401: a refused upload would have sent its image for nothing.
  if (needsAccessRefresh(readJwtExp(held.token), now())) held = await deps.client.refreshTokens(signal);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, deps.timeoutMs ?? FORM_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const send = (token: string) =>
    deps.fetch(deps.baseUrl.replace(/\/+$/, '') + path, {
      method,
      // No Content-Type: the browser writes the multipart boundary itself.
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      body: form,
      credentials: 'include',
      signal: controller.signal,
    });

  try {
    let response = await send(held.token);
    if (response.status === 401) response = await send((await deps.client.refreshTokens(signal)).token);
    const body = await bodyOf(response);
    if (!response.ok)
      throw errorFromAnswer({ status: response.status, ok: false, headers: response.headers, body }, now());
    return body as T;
  } catch (error) {
    if (signal?.aborted) throw new CancelledError();
    if (error instanceof ApiError) throw error;
    throw networkError(timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
