import * as E from 'fp-ts/Either';
import { REFRESH_QUEUE_MAX_WAITERS, REFRESH_QUEUE_WAIT_MS } from '../constants/tokens.constants';
import { domainError, type DomainError } from '../errors/domain-error';
import {
  SESSION_EXPIRED_TEXT,
  TOKEN_REFRESH_TIMEOUT_TEXT,
  TOO_MANY_PENDING_REQUESTS_TEXT,
} from '../errors/error-texts';

// While one refresh is in flight, other requests wait for its result instead of refreshing again,
// which would rotate the refresh token under each other and trip reuse detection.

export type RefreshRefusalCode = 'TOO_MANY_PENDING_REQUESTS' | 'TOKEN_REFRESH_TIMEOUT' | 'SESSION_EXPIRED';
export type RefreshRefusal = DomainError<RefreshRefusalCode>;

export const TOO_MANY_PENDING_REQUESTS: RefreshRefusal = domainError(
  'TOO_MANY_PENDING_REQUESTS',
  TOO_MANY_PENDING_REQUESTS_TEXT,
);
export const TOKEN_REFRESH_TIMEOUT: RefreshRefusal = domainError(
  'TOKEN_REFRESH_TIMEOUT',
  TOKEN_REFRESH_TIMEOUT_TEXT,
);

/** A failed refresh carries the server's message when there is one. */
export const sessionExpired = (serverMessage?: string): RefreshRefusal =>
  domainError(
    'SESSION_EXPIRED',
    serverMessage !== undefined && serverMessage.length > 0 ? serverMessage : SESSION_EXPIRED_TEXT,
  );

/** Admits one more waiter while fewer than 10 wait; the answer is the waiter's place in the queue. */
export const admitRefreshWaiter = (waiting: number): E.Either<RefreshRefusal, number> =>
  waiting < REFRESH_QUEUE_MAX_WAITERS ? E.right(waiting + 1) : E.left(TOO_MANY_PENDING_REQUESTS);

/** A waiter gives up after 5000 ms. */
export const hasRefreshWaitTimedOut = (enqueuedAtMs: number, nowMs: number): boolean =>
  nowMs - enqueuedAtMs >= REFRESH_QUEUE_WAIT_MS;
