import { useEffect, useState } from 'react';
import type { PublicSettings } from '../../../../../contracts/auth.codec';
import { FAIL_OPEN_SETTINGS } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';

interface PublicSettingsState {
  settings: PublicSettings;
  /** False until the server answered (or failed): until then the fail-open defaults hold. */
  loaded: boolean;
}

/** The public switches (registration, guest buttons, daily); the client caches and shares the call. */
export function usePublicSettings(): PublicSettingsState {
  const { system } = useApi();
  const [state, setState] = useState<PublicSettingsState>({ settings: FAIL_OPEN_SETTINGS, loaded: false });

  useEffect(() => {
    let live = true;
    void system.publicSettings().then((settings) => {
      if (live) setState({ settings, loaded: true });
    });
    return () => {
      live = false;
    };
  }, [system]);

  return state;
}
