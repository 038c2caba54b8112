import type { SystemSettingsAnswer } from '../../../../../../contracts/system.codec';
import { currentOnly, useRemote, type RemoteState } from '../../../../lib/use-remote';
import type { ManagementApi } from '../api/management-api';

export type SettingsRemote = RemoteState<SystemSettingsAnswer>;

/**
 * Both sub-tabs read the same settings; each save's answer replaces them, so no second read is needed. The
 * forms copy them once: an older copy kept from an earlier visit shows as loading until the read answers.
 */
/** The settings' place in the read cache. */
export const SETTINGS_KEY = ['management', 'settings'] as const;

export function useSettings(api: ManagementApi): SettingsRemote {
  const read = useRemote(SETTINGS_KEY, (signal) => api.settings(signal), 'System settings read failed');
  return { ...read, remote: currentOnly(read.remote) };
}
