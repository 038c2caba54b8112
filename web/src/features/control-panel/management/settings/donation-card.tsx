import { useId, useState, type FormEvent } from 'react';
import type { SystemSettingsAnswer } from '../../../../../../contracts/system.codec';
import { notify } from '../../../../components/toast/notify';
import type { ManagementApi } from '../api/management-api';
import { useErrorText } from '../components/use-error-text';
import { useLeaveGuard } from '../components/use-leave-guard';
import { useManagementText } from '../i18n/texts';
import { donationDirty, donationDraftOf, donationRequest } from '../model/donation-link';

/** The footer's donation link: typed, checked as the server checks it, saved with its own button. */
export function DonationCard({
  api,
  stored,
  onSaved,
}: {
  api: ManagementApi;
  stored: string | null;
  onSaved: (answer: SystemSettingsAnswer) => void;
}) {
  const { t } = useManagementText();
  const errorText = useErrorText();
  const id = useId();
  const [draft, setDraft] = useState(() => donationDraftOf(stored));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = donationDirty(draft, stored);
  const guard = useLeaveGuard(dirty);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy || !dirty) return;
    const request = donationRequest(draft);
    if (request === 'invalid') {
      setProblem(t('donation.invalid'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.updateSettings(request);
      onSaved(answer);
      setDraft(donationDraftOf(answer.donationUrl));
      notify.success(t(answer.donationUrl === null ? 'donation.cleared' : 'donation.saved'));
    } catch (error) {
      setProblem(errorText(error, 'saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card card--stack cp-mgmt" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('donation.title')}
      </h2>
      <form className="cp-mgmt-form" onSubmit={(event) => void save(event)} noValidate>
        <div className={`field${problem ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-url`} className="field__label">
            {t('donation.label')}
          </label>
          <input
            id={`${id}-url`}
            className="field__input"
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://"
            value={draft}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('donation.hint')}
          </p>
          <p id={`${id}-error`} className="field__error" aria-live="polite">
            {problem}
          </p>
        </div>
        <p className="cp-muted cp-mgmt-footer-line">
          {stored === null ? (
            t('donation.hidden')
          ) : (
            <>
              {t('donation.shows')}{' '}
              <a href={stored} target="_blank" rel="noopener noreferrer" className="cp-mgmt-footer-link">
                {stored}
              </a>
            </>
          )}
        </p>
        <div className="cp-tab-toolbar">
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={busy || !dirty || undefined}
          >
            {busy ? <span className="spinner cp-mgmt-spinner" aria-hidden="true" /> : null}
            {busy ? t('donation.saving') : t('donation.save')}
          </button>
        </div>
      </form>
      {guard}
    </section>
  );
}
