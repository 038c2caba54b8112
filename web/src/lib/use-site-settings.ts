import type { SiteSettings } from './api';
import { useApi } from './api-context';
import { siteSettingsFreshFor } from './site-settings-freshness';
import { useRemote, type Remote, type RemoteKey } from './use-remote';

/** The global settings (GET /guest/system/global, its fallbacks): one read for every screen of the page. */
export const SITE_SETTINGS_KEY: RemoteKey = ['system', 'global'];

/** The public switches and the footer's donation link; a failed source only falls through (see SystemApi). */
export function useSiteSettings(): Remote<SiteSettings> {
  const { system } = useApi();
  // Public and the same all the page's life: no signal, a read a screen left is still worth keeping.
  return useRemote(SITE_SETTINGS_KEY, () => system.siteSettings(), 'Public settings unavailable', {
    staleTime: siteSettingsFreshFor,
    refetchOnWindowFocus: true,
  }).remote;
}
