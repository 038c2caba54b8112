import type { ProfileDataResponse } from '../../../../../contracts/auth.codec';
import { useProfileData } from './use-profile-data';

export type Streaks =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | ({ readonly kind: 'ready' } & ProfileDataResponse['streaks']);

/**
 * The player's streaks from the profile data (spec 3). `version` changes when a game may have changed
 * them (games played, last played), which reads them again.
 */
export function useStreaks(version: string): Streaks {
  const { remote } = useProfileData(version);
  // A new version keeps showing the last figures until the new ones arrive: no flicker after a game.
  if (remote.kind === 'ready') return { kind: 'ready', ...remote.value.streaks };
  return remote.kind === 'failed' ? { kind: 'failed' } : { kind: 'loading' };
}
