import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { useInstance } from '../../../../lib/instance-context';
import { createNewsApi, type NewsApi } from './news-api';

/** The tab's calls on the page's one API client (its tokens and their refresh), multipart ones included. */
export function useNewsApi(): NewsApi {
  const { client } = useApi();
  const { apiBase } = useInstance();
  return useMemo(
    () => createNewsApi({ client, baseUrl: apiBase, fetch: (input, init) => window.fetch(input, init) }),
    [client, apiBase],
  );
}
