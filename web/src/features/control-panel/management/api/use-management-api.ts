import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { useInstance } from '../../../../lib/instance-context';
import { createManagementApi, type ManagementApi } from './management-api';

/** The tab's calls on the page's one API client (its tokens and their refresh), the logo upload included. */
export function useManagementApi(): ManagementApi {
  const { client } = useApi();
  const { apiBase } = useInstance();
  return useMemo(
    () =>
      createManagementApi({ client, baseUrl: apiBase, fetch: (input, init) => window.fetch(input, init) }),
    [client, apiBase],
  );
}
