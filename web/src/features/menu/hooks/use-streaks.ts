import { useEffect, useState } from 'react';
import type { ProfileDataResponse } from '../../../../../contracts/auth.codec';
import { isCancelled } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';

export type Streaks =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | ({ readonly kind: 'ready' } & ProfileDataResponse['streaks']);

/**
 * The player's streaks from the profile data (spec 3). `version` changes when a game may have changed
 * them (games played, last played), which reads them again.
 */
export function useStreaks(version: string): Streaks {
  const { auth } = useApi();
  const [state, setState] = useState<{ version: string; streaks: Streaks } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    auth.profileData(controller.signal).then(
      ({ streaks }) => setState({ version, streaks: { kind: 'ready', ...streaks } }),
      (error: unknown) => {
        if (isCancelled(error)) return;
        console.warn('Streaks unavailable', error);
        setState({ version, streaks: { kind: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [auth, version]);

  // A new version keeps showing the last figures until the new ones arrive: no flicker after a game.
  return state?.streaks ?? { kind: 'loading' };
}
