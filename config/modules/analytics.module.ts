import { ContainerModule } from 'inversify';
import type { Redis } from 'ioredis';
import { AnalyticsStats } from '../../application/analytics/analytics-stats.use-case';
import { RecordAnalyticsEvents } from '../../application/analytics/record-analytics-events.use-case';
import { ANALYTICS_STORE } from '../../application/ports/analytics-store.port';
import { ANALYTICS_RATE_LIMIT } from '../../application/ports/rate-limiter.port';
import { PostgresAnalyticsStore } from '../../adapters/postgres/postgres-analytics-store';
import { analyticsRateLimit } from '../../adapters/security/rate-limiters';
import { bindSelf } from './bind-self';

/** First-party analytics: the counts' store, the batches' limit per address, and the two use cases. */
export function analyticsModule(settings: { cachePrefix: string; redis?: Redis }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ANALYTICS_RATE_LIMIT).toConstantValue(analyticsRateLimit(settings.cachePrefix, settings.redis));
    bind(ANALYTICS_STORE).to(PostgresAnalyticsStore);
    bindSelf(bind, [RecordAnalyticsEvents, AnalyticsStats]);
  });
}
