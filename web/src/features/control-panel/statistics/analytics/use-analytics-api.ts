import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { createAnalyticsApi, type AnalyticsApi } from './analytics-api';

/** The sub-tab's call on the page's one API client (its tokens, refresh and timeout). */
export function useAnalyticsApi(): AnalyticsApi {
  const { client } = useApi();
  return useMemo(() => createAnalyticsApi(client), [client]);
}
