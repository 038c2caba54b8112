import type { PublicSettings } from '../../../../../contracts/auth.codec';
import { FAIL_OPEN_SETTINGS } from '../../../lib/api';
import { useSiteSettings } from '../../../lib/use-site-settings';

interface PublicSettingsState {
  settings: PublicSettings;
  /** False until the server answered (or failed): until then the fail-open defaults hold. */
  loaded: boolean;
}

/** The public switches (registration, guest buttons, daily), from the page's shared and cached read. */
export function usePublicSettings(): PublicSettingsState {
  const remote = useSiteSettings();
  if (remote.kind === 'ready') return { settings: remote.value.settings, loaded: true };
  return { settings: FAIL_OPEN_SETTINGS, loaded: remote.kind === 'failed' };
}
