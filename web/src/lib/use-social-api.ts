import { useMemo } from 'react';
import { createSocialApi, type SocialApi } from './api';
import { useApi } from './api-context';

/**
 * The social calls (invites, suggestions, top lists, performance) on the page's client. Only pages opened
 * from the menu make them, so they are built there, not with the page's API: the first download carries none.
 */
export function useSocialApi(): SocialApi {
  const { client } = useApi();
  return useMemo(() => createSocialApi(client), [client]);
}
