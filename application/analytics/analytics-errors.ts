import { appError } from '../errors/app-error';

/** The batch does not decode (not 1 to 50 events, an event not an object, an unknown type): nothing is kept. */
export const invalidAnalyticsBatch = (problems: readonly string[]) =>
  appError('INVALID_ANALYTICS_BATCH', 'Invalid analytics batch', { problems: [...problems] });

// The browser keeps its queue and sends it again later (admin spec 4), so a short wait is enough.
const RETRY_AFTER_SECONDS = 30;

/** The store did not take the batch (the database is down): 503, and when to try again. */
export const analyticsUnavailable = () =>
  appError('SERVICE_UNAVAILABLE', 'Analytics are not available right now', {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
