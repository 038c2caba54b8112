import type { ProfileDataResponse } from '../../../../../contracts/auth.codec';
import { useApi } from '../../../lib/api-context';
import { MY_GAMES } from '../../../lib/my-games';
import { useRemote, type RemoteState } from '../../../lib/use-remote';

/**
 * GET /auth/profile-data (spec 3) of the signed-in player `userId` (null: not needed). The menu's streaks
 * and today's game share the one read; a game played reads it again (useMyGamesChanged).
 */
export function useProfileData(userId: string | null): RemoteState<ProfileDataResponse> {
  const { auth } = useApi();
  return useRemote(
    userId === null ? null : [MY_GAMES, 'profile-data', userId],
    (signal) => auth.profileData(signal),
    'Profile data unavailable',
  );
}
