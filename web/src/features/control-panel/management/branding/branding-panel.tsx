import type { BrandingView } from '../../../../../../contracts/auth.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { RemoteView } from '../../../../components/page/view-states';
import type { ManagementApi } from '../api/management-api';
import { useErrorText } from '../components/use-error-text';
import { useLeaveGuard } from '../components/use-leave-guard';
import type { SettingsRemote } from '../components/use-settings';
import { useManagementText } from '../i18n/texts';
import { BrandingTextField } from './branding-text-field';
import { DisplayChoice } from './display-choice';
import { LogoSection } from './logo-section';
import { useBrandingForm } from './use-branding-form';
import './branding.css';

/** Management · Branding: the logo, the text and what the header shows, read with the system settings. */
export function BrandingPanel({ api, settings }: { api: ManagementApi; settings: SettingsRemote }) {
  const { t } = useManagementText();
  const errorText = useErrorText();
  const { remote, reload, replace } = settings;
  return (
    <section className="card card--stack cp-mgmt" aria-labelledby="cp-mgmt-branding-title">
      <h2 id="cp-mgmt-branding-title" className="card__title">
        {t('branding.title')}
      </h2>
      <p className="cp-intro">{t('branding.intro')}</p>
      <RemoteView
        remote={remote}
        failed={remote.kind === 'failed' ? errorText(remote.error, 'loadFailed') : ''}
        onRetry={reload}
      >
        {(answer) => (
          <BrandingForm
            api={api}
            saved={answer.branding}
            onSaved={(branding) => replace({ ...answer, branding })}
          />
        )}
      </RemoteView>
    </section>
  );
}

function BrandingForm({
  api,
  saved,
  onSaved,
}: {
  api: ManagementApi;
  saved: BrandingView;
  onSaved: (branding: BrandingView) => void;
}) {
  const { t } = useManagementText();
  const form = useBrandingForm(api, saved, onSaved);
  const guard = useLeaveGuard(form.dirty);
  return (
    <>
      <LogoSection api={api} saved={saved} form={form} />
      <BrandingTextField form={form} />
      <DisplayChoice saved={saved} form={form} />
      <FormAlert message={form.failure} />
      <div className="cp-mgmt-bar">
        <p className="cp-mgmt-bar__status" role="status">
          <span className={`cp-mgmt-bar__dot${form.dirty ? ' is-pending' : ''}`} aria-hidden="true" />
          {form.busy ? t('branding.saving') : form.dirty ? t('branding.unsaved') : t('branding.allSaved')}
        </p>
        <button
          type="button"
          className="button button--primary cp-mgmt-bar__save"
          aria-disabled={form.busy || !form.dirty || form.tooLong || undefined}
          onClick={() => void form.save()}
        >
          {form.busy ? <span className="spinner cp-mgmt-spinner" aria-hidden="true" /> : null}
          {form.busy ? t('branding.saving') : t('branding.save')}
        </button>
      </div>
      {guard}
    </>
  );
}
