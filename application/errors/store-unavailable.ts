import { appError, type AppError } from './app-error';

// A database restart or a failover takes seconds; asking again sooner would only meet the same trouble.
const RETRY_AFTER_SECONDS = 2;

/** What the caller is told: a store that is away for a moment, 503 and when to come back. */
export const storeUnavailable = (): AppError =>
  appError('SERVICE_UNAVAILABLE', 'The service is unavailable for a moment, try again shortly', {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });

/**
 * A store (the database, the shared cache) that could not be reached or lost the connection in the middle
 * of the work: a restart, a failover, a network cut, a pool that found no connection in time. The adapters
 * run again what is safe to repeat; what is not, or fails again, is thrown as this and answered as
 * `storeUnavailable()`: trouble that passes, neither the caller's fault nor a bug to answer 500.
 */
export class StoreUnavailable extends Error {
  constructor(
    readonly store: 'database' | 'cache',
    cause: unknown,
  ) {
    // The cause's words are for the log (the caller is told `storeUnavailable()`): which host, which error.
    super(`the ${store} is unavailable (${cause instanceof Error ? cause.message : String(cause)})`, {
      cause,
    });
    this.name = 'StoreUnavailable';
  }
}
