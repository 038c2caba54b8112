import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { createStatisticsApi, type StatisticsApi } from './statistics-api';

/** The tab's calls on the page's one API client (its tokens, refresh and timeout). */
export function useStatisticsApi(): StatisticsApi {
  const { client } = useApi();
  return useMemo(() => createStatisticsApi(client), [client]);
}
