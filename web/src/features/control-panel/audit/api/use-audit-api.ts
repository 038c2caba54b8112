import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { createAuditApi, type AuditApi } from './audit-api';

/** The tab's calls on the page's one API client (its tokens, refresh and timeout). */
export function useAuditApi(): AuditApi {
  const { client } = useApi();
  return useMemo(() => createAuditApi(client), [client]);
}
