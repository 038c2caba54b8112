import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { SystemSettingsAnswer } from '../../../../../../contracts/system.codec';
import { RemoteView } from '../../../../components/page/view-states';
import { SITE_SETTINGS_KEY } from '../../../../lib/use-site-settings';
import type { ManagementApi } from '../api/management-api';
import type { SettingsRemote } from '../components/use-settings';
import { useErrorText } from '../components/use-error-text';
import { useManagementText } from '../i18n/texts';
import { DonationCard } from './donation-card';
import { SettingsSwitches } from './settings-switches';
import { WelcomeCard } from './welcome-card';

/** Management · System settings: the welcome of a first visit, the switches, the donation link. */
export function SystemSettingsPanel({ api, settings }: { api: ManagementApi; settings: SettingsRemote }) {
  const { t } = useManagementText();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const { remote, reload, replace } = settings;
  const queryClient = useQueryClient();
  // The switches and the donation link are public settings this page shows too: they are read again.
  const saved = (answer: SystemSettingsAnswer) => {
    replace(answer);
    void queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY });
  };
  return (
    <>
      {search.get('first') === '1' ? <WelcomeCard /> : null}
      <section className="card card--stack cp-mgmt" aria-labelledby="cp-mgmt-settings-title">
        <h2 id="cp-mgmt-settings-title" className="card__title">
          {t('settings.title')}
        </h2>
        <p className="cp-intro">{t('settings.intro')}</p>
        <RemoteView
          remote={remote}
          failed={remote.kind === 'failed' ? errorText(remote.error, 'loadFailed') : ''}
          onRetry={reload}
        >
          {(answer) => <SettingsSwitches api={api} settings={answer} onSaved={saved} />}
        </RemoteView>
      </section>
      {remote.kind === 'ready' ? (
        <DonationCard api={api} stored={remote.value.donationUrl} onSaved={saved} />
      ) : null}
    </>
  );
}
