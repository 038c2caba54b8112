import type { SystemSettingsAnswer } from '../../../../../../contracts/system.codec';
import { useRemote, type RemoteState } from '../../../../lib/use-remote';
import type { ManagementApi } from '../api/management-api';

export type SettingsRemote = RemoteState<SystemSettingsAnswer>;

/** Both sub-tabs read the same settings; each save's answer replaces them, so no second read is needed. */
export const useSettings = (api: ManagementApi): SettingsRemote =>
  useRemote('management-settings', (signal) => api.settings(signal), 'System settings read failed');
