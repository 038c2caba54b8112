import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Every read of the player's own games starts with this: today's game on the menu, the profile data's
 * streaks, the previous days and their results.
 */
export const MY_GAMES = 'my-games';

/**
 * After the player's games changed (a game started, finished or forfeited, here or in another tab): every
 * screen showing them reads again, and the cached ones (a guest's today's game is kept 10 s) when next shown.
 */
export function useMyGamesChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: [MY_GAMES] }), [queryClient]);
}
