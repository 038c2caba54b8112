import { StoreUnavailable } from '../../application/errors/store-unavailable';

// A statement or a transaction can fail for want of its connection rather than for what it asked: the
// server restarted (sessions ended with 57P01, new ones refused or told 57P03 until it is up), failed over,
// or the network dropped. The work was not wrong, and the next connection may well serve it.

/**
 * `lost`: the connection broke or could not be made, at once; one more run on a fresh connection may pass.
 * `timed-out`: the pool found no connection within its acquire timeout; that wait is already spent.
 */
export type ConnectionTrouble = 'lost' | 'timed-out';

/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down). */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);
/** SQLSTATE class 08: connection exceptions (08000, 08003, 08006, 08001, 08004, 08P01...). */
const CONNECTION_EXCEPTION_CLASS = '08';
/** The socket's own failures, as Node reports them when the server is down or unreachable. */
const SOCKET_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only (knex puts the statement before them). */
const LOST_IN_WORDS =
  /Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|Client was closed/i;

interface DriverError {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** Whether `error` is the connection's failure rather than the work's, and which. */
export function connectionTrouble(error: unknown): ConnectionTrouble | null {
  // Already judged (its words quote the cause's): it may have committed, and passes on as it is.
  if (typeof error !== 'object' || error === null || error instanceof StoreUnavailable) return null;
  const { code, name, message, errors } = error as DriverError;
  const text = typeof message === 'string' ? message : '';
  if (name === 'KnexTimeoutError' && /acquiring a connection/i.test(text)) return 'timed-out';
  if (typeof code === 'string') {
    if (SERVER_GOING_AWAY.has(code) || SOCKET_FAILURES.has(code)) return 'lost';
    if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return 'lost';
  }
  if (LOST_IN_WORDS.test(text)) return 'lost';
  // A host name with several addresses fails as an AggregateError of one refusal per address.
  if (Array.isArray(errors) && errors.some((inner) => connectionTrouble(inner) === 'lost')) return 'lost';
  return null;
}

const neverSent = new WeakSet<object>();

/** Marks a failure to get a connection at all: whatever the statement was, the server never saw it. */
export function markNeverSent(error: unknown): void {
  if (typeof error === 'object' && error !== null) neverSent.add(error);
}

export const wasNeverSent = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && neverSent.has(error);
