import { useSearchParams } from 'react-router';
import { RemoteView } from '../../../../components/page/view-states';
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
          {(answer) => <SettingsSwitches api={api} settings={answer} onSaved={replace} />}
        </RemoteView>
      </section>
      {remote.kind === 'ready' ? (
        <DonationCard api={api} stored={remote.value.donationUrl} onSaved={replace} />
      ) : null}
    </>
  );
}
