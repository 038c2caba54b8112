import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { createUsersApi, type UsersApi } from './users-api';

/** The tab's calls on the page's one API client (its tokens, refresh and timeout). */
export function useUsersApi(): UsersApi {
  const { client } = useApi();
  return useMemo(() => createUsersApi(client), [client]);
}
