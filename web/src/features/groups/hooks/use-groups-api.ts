import { useMemo } from 'react';
import { useApi } from '../../../lib/api-context';
import { createGroupsApi, type GroupsApi } from '../../../lib/api/groups-api';

/** The /groups calls on the page's one client. */
export function useGroupsApi(): GroupsApi {
  const { client } = useApi();
  return useMemo(() => createGroupsApi(client), [client]);
}
