import { appError, type AppError } from './app-error';

// Racing requests clear within moments: a retry a second later almost always passes.
const RETRY_AFTER_SECONDS = 1;

/** What the caller is told: infrastructure trouble that passes, 503 and when to come back. */
export const storeBusy = (): AppError =>
  appError('SERVICE_UNAVAILABLE', 'The service is busy, try again in a moment', {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });

/**
 * Work the store kept refusing for requests racing on the same rows (deadlocks, serialization failures),
 * after the unit of work's retries. Thrown, like any store failure, and answered as `storeBusy()`: not a
 * fault of the caller's input, nor a bug to answer 500.
 */
export class StoreContention extends Error {
  constructor(cause: unknown) {
    super('the store refused the work for racing requests, retries included', { cause });
    this.name = 'StoreContention';
  }
}
