import { useMemo } from 'react';
import { useApi } from '../../../lib/api-context';
import { createScoreboardApi, type ScoreboardApi } from '../../../lib/api/scoreboard-api';

/** The /scoreboard calls on the page's one client. */
export function useScoreboardApi(): ScoreboardApi {
  const { client } = useApi();
  return useMemo(() => createScoreboardApi(client), [client]);
}
