import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { createMessagesApi, type MessagesApi } from './messages-api';

/** The tab's calls on the page's one API client (its tokens, refresh and timeout). */
export function useMessagesApi(): MessagesApi {
  const { client } = useApi();
  return useMemo(() => createMessagesApi(client), [client]);
}
