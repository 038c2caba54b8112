import { useId, useState } from 'react';
import type { SystemSettingsAnswer } from '../../../../../../contracts/system.codec';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { ActiveSwitch } from '../../shell/active-switch';
import type { ManagementApi } from '../api/management-api';
import { useManagementText } from '../i18n/texts';
import {
  confirmationFor,
  hiddenByDaily,
  SETTING_SWITCHES,
  type AskedSwitch,
  type SettingSwitch,
} from '../model/setting-switches';
import { useSettingSwitches } from './use-setting-switches';

/** The five system switches, each with what players see and what the server refuses in its state. */
export function SettingsSwitches({
  api,
  settings,
  onSaved,
}: {
  api: ManagementApi;
  settings: SystemSettingsAnswer;
  onSaved: (answer: SystemSettingsAnswer) => void;
}) {
  const { t } = useManagementText();
  const id = useId();
  const switches = useSettingSwitches(api, settings, onSaved);
  const [asking, setAsking] = useState<AskedSwitch | null>(null);
  const daily = { dailyEnabled: switches.valueOf('dailyEnabled') };

  function flip(name: SettingSwitch, next: boolean) {
    const question = confirmationFor(name, next);
    if (question === null) void switches.change(name, next);
    else setAsking(question);
  }

  return (
    <>
      <ul className="cp-mgmt-switches" aria-label={t('settings.label')}>
        {SETTING_SWITCHES.map((name) => {
          const on = switches.valueOf(name);
          const failure = switches.failureOf(name);
          return (
            <li key={name} className="cp-mgmt-switch">
              <div className="cp-mgmt-switch__text">
                <span id={`${id}-${name}`} className="cp-mgmt-switch__name">
                  {t(`settings.switches.${name}.name`)}
                </span>
                <span id={`${id}-${name}-about`} className="cp-mgmt-switch__about">
                  {t(`settings.switches.${name}.${on ? 'on' : 'off'}`)}
                  {on && hiddenByDaily(name, daily) ? ` ${t('settings.hiddenByDaily')}` : ''}
                </span>
                {failure === null ? null : (
                  <span className="cp-mgmt-switch__failure" role="alert">
                    {failure}
                  </span>
                )}
              </div>
              <ActiveSwitch
                checked={on}
                onChange={(next) => flip(name, next)}
                onText={t('switch.on')}
                offText={t('switch.off')}
                labelledBy={`${id}-${name}`}
                describedBy={`${id}-${name}-about`}
                busy={switches.busy(name)}
              />
            </li>
          );
        })}
      </ul>
      {asking === null ? null : (
        <ConfirmDialog
          title={t(`settings.confirm.${asking}.title`)}
          confirmLabel={t(`settings.confirm.${asking}.confirm`)}
          busy={false}
          onConfirm={() => {
            setAsking(null);
            void switches.change(asking, false);
          }}
          onCancel={() => setAsking(null)}
        >
          <p className="cp-mgmt-dialog-text">{t(`settings.confirm.${asking}.body`)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
