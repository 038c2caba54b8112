import type { AnalyticsAnswer } from '../../../../../../contracts/analytics.codec';
import type { StatisticsPeriod } from '../../../../../../domain/statistics/statistics-period';
import type { ApiClient } from '../../../../lib/api';

/** The analytics sub-tab's one read: an editor's call, so without tokens it fails at once, without a call. */
export function createAnalyticsApi(client: ApiClient) {
  return {
    analytics: (period: StatisticsPeriod, signal?: AbortSignal): Promise<AnalyticsAnswer> =>
      client.get(`/manage/stats/analytics?${new URLSearchParams({ period }).toString()}`, {
        auth: 'required',
        signal,
      }),
  };
}

export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>;
