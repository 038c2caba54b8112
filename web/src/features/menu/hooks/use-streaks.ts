import type { ProfileDataResponse } from '../../../../../contracts/auth.codec';
import { useProfileData } from './use-profile-data';

export type Streaks =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | ({ readonly kind: 'ready' } & ProfileDataResponse['streaks']);

/** The player's streaks from the profile data (spec 3), read again after a game (useMyGamesChanged). */
export function useStreaks(userId: string): Streaks {
  const { remote } = useProfileData(userId);
  // A re-read keeps showing the last figures until the new ones arrive: no flicker after a game.
  if (remote.kind === 'ready') return { kind: 'ready', ...remote.value.streaks };
  return remote.kind === 'failed' ? { kind: 'failed' } : { kind: 'loading' };
}
