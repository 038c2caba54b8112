import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RemoteKey } from '../../../lib/use-remote';

/** Every read about players' accounts starts with this: the list, searches, one user's reads. */
export const USERS = 'users';

/** One user's reads (details, ad-free days, attempts) follow this key. */
export const userKey = (userId: string): RemoteKey => [USERS, 'user', userId];

/** GET /manage/users/:id/details, which the users and the scores tabs both show. */
export const userDetailsKey = (userId: string): RemoteKey => [...userKey(userId), 'details'];

/**
 * After an admin changed a user (a score, a game forfeited, a password reset, ad-free days): every screen
 * showing users reads again, the user's own cards and the lists alike.
 */
export function useUsersChanged(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: [USERS] }), [queryClient]);
}
