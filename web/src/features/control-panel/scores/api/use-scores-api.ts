import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { useInstance } from '../../../../lib/instance-context';
import { createScoresApi, type ScoresApi } from './scores-api';

/** The tab's calls on the page's one API client (its tokens and their refresh), streams included. */
export function useScoresApi(): ScoresApi {
  const { client } = useApi();
  const { apiBase } = useInstance();
  return useMemo(
    () => createScoresApi({ client, baseUrl: apiBase, fetch: (input, init) => window.fetch(input, init) }),
    [client, apiBase],
  );
}
