import type { TokenPair } from '../../../../contracts/auth.codec';
import {
  ABSENT_AS_NO_CONTENT,
  TOKEN_STORAGE_KEY,
  GUEST_ID_HEADER,
  REQUEST_TIMEOUT_MS,
} from '../../../../domain/constants/network.constants';
import { sessionExpired } from '../../../../domain/tokens/refresh-queue';
import {
  isAuthenticated as hasValidSession,
  needsAccessRefresh,
  needsRefreshRenewal,
} from '../../../../domain/tokens/token-expiry';
import {
  consoleLogger,
  cryptoRandom,
  globalTimers,
  safeStore,
  systemClock,
  type ApiLogger,
  type Clock,
  type FetchLike,
  type KeyValueStore,
  type Timers,
} from './environment';
import { errorFromAnswer, type FallbackMessage } from './error-answer';
import { ApiError } from './errors';
import { createGuestIdStore, type GuestIdStore } from './guest-id';
import { createRefreshCoordinator } from './refresh-coordinator';
import { siteKey, siteStore } from './site-store';
import { createTokenStore, type HeldTokens, type TokenChangeListener } from './token-store';
import { createTransport, type HttpMethod } from './transport';

/**
 * - `optional` (default): bearer token when one is held, else the guest id; tokens kept fresh.
 * - `required`: bearer token only; without tokens it fails at once, without a call.
 * - `none`: no identity and no refresh; for calls where a 401 means "wrong credentials", not "expired".
 */
export type AuthMode = 'optional' | 'required' | 'none';

const NO_CONTENT = 204;
const NOT_FOUND = 404;

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  auth?: AuthMode;
  /** Message for an error answer without one of its own. */
  fallbackMessage?: FallbackMessage;
  /** "There is none" is an everyday answer of this read: it resolves to null (see `getOrNull`). */
  absentIsNull?: boolean;
}

export type HelperOptions = Omit<RequestOptions, 'body'>;

export interface ApiClientOptions {
  /** The instance's API base, e.g. `/fi/api`. */
  baseUrl: string;
  fetch: FetchLike;
  store: KeyValueStore;
  /** Receives the `logout` event when a refresh fails (`window` in the browser). */
  events: EventTarget;
  /** Where other tabs' `storage` events arrive (`window` in the browser). */
  storageEvents?: EventTarget;
  clock?: Clock;
  timers?: Timers;
  random?: () => number;
  logger?: ApiLogger;
  requestTimeoutMs?: number;
  /** The site's slug: its tokens and guest id are kept apart from the other sites' (site-store.ts). */
  site?: string;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: HelperOptions): Promise<T>;
  /**
   * A read whose absence is an answer, not a failure: null for "there is none". It asks the server for 204
   * instead of the spec's 404 (browsers log every 404 as a failed resource); a 404 still reads as null.
   */
  getOrNull<T>(path: string, options?: HelperOptions): Promise<T | null>;
  post<T>(path: string, body?: unknown, options?: HelperOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: HelperOptions): Promise<T>;
  delete<T>(path: string, options?: HelperOptions): Promise<T>;
  refreshTokens(signal?: AbortSignal): Promise<TokenPair>;
  setTokens(pair: TokenPair): void;
  clearTokens(): void;
  tokens(): TokenPair | null;
  isAuthenticated(): boolean;
  onTokensChange(listener: TokenChangeListener): () => void;
  readonly guestId: GuestIdStore;
  readonly logger: ApiLogger;
  readonly clock: Clock;
  dispose(): void;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const clock = options.clock ?? systemClock;
  const timers = options.timers ?? globalTimers;
  const logger = options.logger ?? consoleLogger;
  const safe = safeStore(options.store);
  const store = options.site === undefined ? safe : siteStore(safe, options.site);
  const tokenKey = options.site === undefined ? TOKEN_STORAGE_KEY : siteKey(TOKEN_STORAGE_KEY, options.site);
  const tokenStore = createTokenStore(store, options.storageEvents, tokenKey);
  const guestId = createGuestIdStore(store, options.random ?? cryptoRandom);
  const transport = createTransport({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timers,
    timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
  });
  const coordinator = createRefreshCoordinator({
    transport,
    tokens: tokenStore,
    events: options.events,
    clock,
    timers,
  });

  // The refresh expiry is absolute (DESIGN 7): a renewal may hand back the same `exp`. Renewing once per
  // expiry keeps the spec's 24 h renewal without refreshing on every call of the last day.
  let renewedRefreshExp: number | undefined;

  async function freshTokens(signal?: AbortSignal): Promise<HeldTokens | null> {
    const held = tokenStore.read();
    if (held === null) return null;
    const now = clock.now();
    if (needsAccessRefresh(held.accessExp, now)) {
      await coordinator.refresh(signal);
    } else if (needsRefreshRenewal(held.refreshExp, now) && renewedRefreshExp !== held.refreshExp) {
      renewedRefreshExp = held.refreshExp;
      await coordinator.refresh(signal);
    }
    return tokenStore.read();
  }

  const identity = (held: TokenPair | null): Record<string, string> =>
    held === null ? { [GUEST_ID_HEADER]: guestId.get() } : { Authorization: `Bearer ${held.token}` };

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const auth = opts.auth ?? 'optional';
    const preference: Record<string, string> = opts.absentIsNull ? { Prefer: ABSENT_AS_NO_CONTENT } : {};
    const send = (headers: Record<string, string>) =>
      transport({
        method,
        path,
        body: opts.body,
        headers: { ...preference, ...headers },
        signal: opts.signal,
      });

    let answer;
    if (auth === 'none') {
      answer = await send({});
    } else {
      const sent = await freshTokens(opts.signal);
      if (sent === null && auth === 'required') {
        const refusal = sessionExpired();
        throw new ApiError({ status: 401, code: refusal.code, message: refusal.message });
      }
      answer = await send(identity(sent));
      if (answer.status === 401 && sent !== null) {
        // Another tab (or a concurrent call) may already have refreshed: then retrying is enough.
        const current = tokenStore.read();
        const retryWith =
          current !== null && current.token !== sent.token ? current : await coordinator.refresh(opts.signal);
        answer = await send(identity(retryWith));
      }
    }
    if (opts.absentIsNull && (answer.status === NO_CONTENT || answer.status === NOT_FOUND)) return null as T;
    if (!answer.ok) throw errorFromAnswer(answer, clock.now(), opts.fallbackMessage);
    return answer.body as T;
  }

  const withBody = (body: unknown, helper: HelperOptions = {}): RequestOptions => ({ ...helper, body });

  return {
    request,
    get: (path, helper) => request('GET', path, helper),
    getOrNull: (path, helper) => request('GET', path, { ...helper, absentIsNull: true }),
    post: (path, body, helper) => request('POST', path, withBody(body, helper)),
    put: (path, body, helper) => request('PUT', path, withBody(body, helper)),
    delete: (path, helper) => request('DELETE', path, helper),
    refreshTokens: (signal) => coordinator.refresh(signal),
    setTokens: (pair) => tokenStore.write(pair),
    clearTokens: () => tokenStore.clear(),
    tokens: () => {
      const held = tokenStore.read();
      return held === null ? null : { token: held.token, refreshToken: held.refreshToken };
    },
    isAuthenticated: () => {
      const held = tokenStore.read();
      return held !== null && hasValidSession(held, clock.now());
    },
    onTokensChange: (listener) => tokenStore.onChange(listener),
    guestId,
    logger,
    clock,
    dispose: () => tokenStore.dispose(),
  };
}
