import { GLOBAL_SETTINGS_CACHE_MS } from '../../../domain/constants/network.constants';
import type { SiteSettings } from './api';

/**
 * Spec 9: the global settings are kept 15 s. A read whose global answer failed (the switches came from the
 * fallbacks, or are the fail-open ones) is not kept: the next screen that needs it asks again.
 */
export const siteSettingsFreshFor = (query: { state: { data?: SiteSettings } }): number =>
  query.state.data?.fromGlobal === true ? GLOBAL_SETTINGS_CACHE_MS : 0;
