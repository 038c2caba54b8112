import { useState } from 'react';
import type { SystemSettingsAnswer } from '../../../../../../contracts/system.codec';
import { notify } from '../../../../components/toast/notify';
import type { ManagementApi } from '../api/management-api';
import { useErrorText } from '../components/use-error-text';
import { useManagementText } from '../i18n/texts';
import type { SettingSwitch } from '../model/setting-switches';

type PerSwitch<T> = Partial<Record<SettingSwitch, T>>;

const without = <T>(record: PerSwitch<T>, name: SettingSwitch): PerSwitch<T> => {
  const { [name]: _gone, ...rest } = record;
  return rest;
};

/**
 * Each switch saves the moment it is flipped: it shows the new state at once, busy until the server
 * answers; on a failure it goes back to what the server holds and says why beside the switch.
 */
export function useSettingSwitches(
  api: ManagementApi,
  settings: SystemSettingsAnswer,
  onSaved: (answer: SystemSettingsAnswer) => void,
) {
  const { t } = useManagementText();
  const errorText = useErrorText();
  const [pending, setPending] = useState<PerSwitch<boolean>>({});
  const [failures, setFailures] = useState<PerSwitch<string>>({});

  async function change(name: SettingSwitch, next: boolean) {
    setPending((current) => ({ ...current, [name]: next }));
    setFailures((current) => without(current, name));
    try {
      const answer = await api.updateSettings({ [name]: next });
      onSaved(answer);
      const switchName = t(`settings.switches.${name}.name`);
      notify.success(t(answer[name] ? 'settings.done.on' : 'settings.done.off', { name: switchName }));
    } catch (error) {
      setFailures((current) => ({ ...current, [name]: errorText(error, 'switchFailed') }));
    } finally {
      setPending((current) => without(current, name));
    }
  }

  return {
    valueOf: (name: SettingSwitch): boolean => pending[name] ?? settings[name],
    busy: (name: SettingSwitch): boolean => pending[name] !== undefined,
    failureOf: (name: SettingSwitch): string | null => failures[name] ?? null,
    change,
  };
}
