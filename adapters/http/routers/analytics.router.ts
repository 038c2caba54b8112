import Router from '@koa/router';
import { isLeft } from 'fp-ts/Either';
import { invalidAnalyticsBatch } from '../../../application/analytics/analytics-errors';
import type { RecordAnalyticsEvents } from '../../../application/analytics/record-analytics-events.use-case';
import type { RateLimiter } from '../../../application/ports/rate-limiter.port';
import { AnalyticsBatchRequest } from '../../../contracts/analytics.codec';
import { describeDecodeErrors } from '../decode';
import { HttpError } from '../errors/http-error';
import { limitByAddress } from '../middleware/limit-by-address';
import { respond } from '../respond';

/**
 * `POST /analytics/events` (DESIGN 11): a consenting browser's batch, from guests and players alike. No
 * sign-in is asked for and nothing identifying is read: the caller's address only keys the rate limit.
 */
export function analyticsRouter(record: RecordAnalyticsEvents, batchLimit: RateLimiter): Router {
  const router = new Router({ prefix: '/analytics' });

  router.post('/events', limitByAddress(batchLimit, 'analytics'), async (ctx) => {
    // A batch is taken whole or not at all: one event of an unknown type refuses all of them.
    const batch = AnalyticsBatchRequest.decode(ctx.request.body);
    if (isLeft(batch)) throw HttpError.from(invalidAnalyticsBatch(describeDecodeErrors(batch.left, 'body')));
    respond(ctx, await record.execute(batch.right), 202);
  });
  return router;
}
