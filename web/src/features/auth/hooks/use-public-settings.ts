import type { PublicSettings } from '../../../../../contracts/auth.codec';
import { FAIL_OPEN_SETTINGS } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { useRemote } from '../../../lib/use-remote';

interface PublicSettingsState {
  settings: PublicSettings;
  /** False until the server answered (or failed): until then the fail-open defaults hold. */
  loaded: boolean;
}

/** The public switches (registration, guest buttons, daily); the client caches and shares the call. */
export function usePublicSettings(): PublicSettingsState {
  const { system } = useApi();
  const { remote } = useRemote(
    'public-settings',
    () => system.publicSettings(),
    'Public settings unavailable',
  );
  if (remote.kind === 'ready') return { settings: remote.value, loaded: true };
  return { settings: FAIL_OPEN_SETTINGS, loaded: remote.kind === 'failed' };
}
