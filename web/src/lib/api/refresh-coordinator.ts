import * as E from 'fp-ts/Either';
import type { TokenPair } from '../../../../contracts/auth.codec';
import { REFRESH_TOKEN_HEADER } from '../../../../domain/constants/network.constants';
import { REFRESH_QUEUE_WAIT_MS } from '../../../../domain/constants/tokens.constants';
import {
  admitRefreshWaiter,
  hasRefreshWaitTimedOut,
  sessionExpired,
  TOKEN_REFRESH_TIMEOUT,
  type RefreshRefusal,
} from '../../../../domain/tokens/refresh-queue';
import { NETWORK_ERROR_TEXT } from '../../../../domain/errors/error-texts';
import type { Clock, Timers } from './environment';
import { ApiError, CancelledError } from './errors';
import { serverMessage } from './error-answer';
import type { TokenStore } from './token-store';
import type { Transport } from './transport';

// The server rotates the refresh token on every use and revokes the whole family when an old one comes
// back, so two refreshes racing would sign the player out. Hence one refresh at a time, and everyone who
// needs it waits for that one (at most 10 callers, 5 s each: the domain's queue rules).

export const LOGOUT_EVENT = 'logout';
export const REFRESH_TOKEN_PATH = '/auth/refresh-token';

export interface RefreshCoordinator {
  /** New tokens, shared by every caller while one refresh is under way. */
  refresh(signal?: AbortSignal): Promise<TokenPair>;
}

export interface RefreshCoordinatorOptions {
  transport: Transport;
  tokens: TokenStore;
  events: EventTarget;
  clock: Clock;
  timers: Timers;
}

const refusalError = (refusal: RefreshRefusal, status = 0, cause?: unknown) =>
  new ApiError({ status, code: refusal.code, message: refusal.message, cause });

const isTokenPair = (body: unknown): body is TokenPair => {
  const candidate = body as Partial<Record<keyof TokenPair, unknown>> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.token === 'string' &&
    typeof candidate.refreshToken === 'string'
  );
};

export function createRefreshCoordinator(options: RefreshCoordinatorOptions): RefreshCoordinator {
  const { transport, tokens, events, clock, timers } = options;
  let inFlight: Promise<TokenPair> | null = null;
  let waiting = 0;

  // A refusal by the server ends the session here: the tokens are unusable, and the screens learn of it
  // through the `logout` event whichever request happened to notice.
  const fail = (status: number, body: unknown, cause?: unknown): never => {
    tokens.clear();
    events.dispatchEvent(new Event(LOGOUT_EVENT));
    throw refusalError(sessionExpired(serverMessage(body)), status, cause);
  };

  async function run(): Promise<TokenPair> {
    const held = tokens.read();
    if (held === null) return fail(0, undefined);
    const { refreshToken } = held;
    let answer;
    try {
      // Body and header both: the spec sends it twice and the server accepts either.
      answer = await transport({
        method: 'POST',
        path: REFRESH_TOKEN_PATH,
        body: { refreshToken },
        headers: { [REFRESH_TOKEN_HEADER]: refreshToken },
      });
    } catch (error) {
      // No answer (offline, timeout): the refresh token may still be good. A phone that loses its signal at
      // the access token's expiry must not be signed out; the next call tries again.
      if (error instanceof ApiError || error instanceof CancelledError) throw error;
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_TEXT, cause: error });
    }
    // Likewise a server in trouble (5xx) has not refused the token.
    if (answer.status >= 500)
      throw new ApiError({ status: answer.status, code: 'INTERNAL_ERROR', message: NETWORK_ERROR_TEXT });
    if (!answer.ok || !isTokenPair(answer.body)) {
      // Another tab refreshed with the same token a moment earlier and stored the new pair: use that one
      // (the server refuses the second presentation without ending the session).
      const current = tokens.read();
      if (current !== null && current.refreshToken !== refreshToken) return current;
      return fail(answer.status, answer.body);
    }
    const pair = { token: answer.body.token, refreshToken: answer.body.refreshToken };
    tokens.write(pair);
    return pair;
  }

  // The timer may fire early on a clock that jumps; the domain rule decides, and a premature wake-up waits on.
  function waitFor(refresh: Promise<TokenPair>, signal?: AbortSignal): Promise<TokenPair> {
    return new Promise<TokenPair>((resolve, reject) => {
      const enqueuedAt = clock.now();
      let timer: unknown;
      const finish = () => {
        timers.clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        finish();
        reject(new CancelledError());
      };
      const arm = (ms: number) => {
        timer = timers.setTimeout(() => {
          const now = clock.now();
          if (!hasRefreshWaitTimedOut(enqueuedAt, now)) return arm(enqueuedAt + REFRESH_QUEUE_WAIT_MS - now);
          finish();
          reject(refusalError(TOKEN_REFRESH_TIMEOUT));
        }, ms);
      };
      arm(REFRESH_QUEUE_WAIT_MS);
      signal?.addEventListener('abort', onAbort, { once: true });
      refresh.then(
        (pair) => {
          finish();
          resolve(pair);
        },
        (error: unknown) => {
          finish();
          reject(error);
        },
      );
    });
  }

  return {
    refresh(signal) {
      if (signal?.aborted) return Promise.reject(new CancelledError());
      // The caller that starts the refresh waits in the queue like the rest: it counts towards the 10.
      const admitted = admitRefreshWaiter(waiting);
      if (E.isLeft(admitted)) return Promise.reject(refusalError(admitted.left));
      waiting = admitted.right;
      if (inFlight === null) {
        const started = run();
        inFlight = started;
        const done = () => {
          if (inFlight === started) inFlight = null;
        };
        started.then(done, done);
      }
      return waitFor(inFlight, signal).finally(() => {
        waiting -= 1;
      });
    },
  };
}
