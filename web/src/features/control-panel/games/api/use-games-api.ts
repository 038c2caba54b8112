import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { createGamesApi, type GamesApi } from './games-api';

/** The games calls on the page's one API client. */
export function useGamesApi(): GamesApi {
  const { client } = useApi();
  return useMemo(() => createGamesApi(client), [client]);
}
