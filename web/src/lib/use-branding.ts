import type { BrandingView } from '../../../contracts/auth.codec';
import { GLOBAL_SETTINGS_CACHE_MS } from '../../../domain/constants/network.constants';
import { useApi } from './api-context';
import { useRemote, type RemoteKey } from './use-remote';

/** The instance's branding; a save in the control panel puts its answer here, for the admin's own header. */
export const BRANDING_KEY: RemoteKey = ['system', 'branding'];

/**
 * The instance's branding, null until it arrives. Kept as long as the public settings (15 s, as the server
 * caches it): players see a change within that.
 */
export function useBranding(): BrandingView | null {
  const { system } = useApi();
  // A failed read answers NO_BRANDING (logged in the API): no failure to show here.
  const { remote } = useRemote(BRANDING_KEY, () => system.branding(), 'Branding unavailable', {
    staleTime: GLOBAL_SETTINGS_CACHE_MS,
    refetchOnWindowFocus: true,
  });
  return remote.kind === 'ready' ? remote.value : null;
}
