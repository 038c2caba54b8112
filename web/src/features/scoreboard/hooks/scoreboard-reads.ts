import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RemoteKey } from '../../../lib/use-remote';

/** Every scoreboard read starts with this: `[SCOREBOARD, <which read>, ...its choices]`. */
export const SCOREBOARD = 'scoreboard';

export const FOLLOWING_KEY: RemoteKey = [SCOREBOARD, 'following'];

/** The reads whose answers change with whom the player follows. */
const FOLLOW_DEPENDENT: readonly unknown[] = ['personal', 'following', 'players', 'user-search'];

/** After a follow or an unfollow: every list that shows whom the player follows reads again. */
export function useFollowsChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === SCOREBOARD && FOLLOW_DEPENDENT.includes(queryKey[1]),
      }),
    [queryClient],
  );
}
