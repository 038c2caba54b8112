import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { createEmailApi, type EmailApi } from './email-api';

/** The tab's calls on the page's one API client (its tokens, refresh and timeout). */
export function useEmailApi(): EmailApi {
  const { client } = useApi();
  return useMemo(() => createEmailApi(client), [client]);
}
