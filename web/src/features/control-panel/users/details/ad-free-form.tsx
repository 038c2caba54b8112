import { useId, useState, type FormEvent } from 'react';
import type { AdFreeStatus } from '../../../../../../contracts/manage-users.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { ErrorState, LoadingState } from '../../../../components/page/view-states';
import { useRemote } from '../../../../lib/use-remote';
import { userKey } from '../../shell/user-reads';
import { useUsersApi } from '../api/use-users-api';
import { notify } from '../../../../components/toast/notify';
import { useErrorText } from '../components/use-error-text';
import { useUsersText } from '../i18n/texts';
import { adFreeChange, adFreeDraftOf, type AdFreeDraft } from '../model/ad-free';
import { isCalendarDay } from '../model/format';
import { Section } from './section';

interface AdFreeFormProps {
  userId: string;
  username: string;
  onSaved: () => void;
}

/** Whether the user sees ads: a permanent switch and a last ad-free day, read from and saved to the server. */
export function AdFreeForm({ userId, username, onSaved }: AdFreeFormProps) {
  const { t } = useUsersText();
  const api = useUsersApi();
  const errorText = useErrorText();
  const status = useRemote(
    [...userKey(userId), 'ad-free'],
    (signal) => api.adFree(userId, signal),
    'Ad-free status read failed',
  );
  const remote = status.remote;
  return (
    <Section
      title={t('adFree.title')}
      aside={remote.kind === 'ready' ? <NowBadge now={remote.value.adFreeNow} /> : undefined}
    >
      {remote.kind === 'loading' ? (
        <LoadingState compact />
      ) : remote.kind === 'failed' ? (
        <ErrorState compact message={errorText(remote.error, 'adFreeFailed')} onRetry={status.reload} />
      ) : (
        <AdFreeFields
          status={remote.value}
          save={async (change) => {
            const saved = await api.setAdFree(userId, change);
            status.replace(saved);
            onSaved();
            return saved;
          }}
          username={username}
        />
      )}
    </Section>
  );
}

function NowBadge({ now }: { now: boolean }) {
  const { t } = useUsersText();
  return (
    <span className={`users-state users-state--${now ? 'on' : 'off'}`}>
      <span className="users-state__dot" aria-hidden="true" />
      {t(now ? 'adFree.now' : 'adFree.notNow')}
    </span>
  );
}

interface AdFreeFieldsProps {
  status: AdFreeStatus;
  username: string;
  save: (change: NonNullable<ReturnType<typeof adFreeChange>>) => Promise<AdFreeStatus>;
}

function AdFreeFields({ status, username, save }: AdFreeFieldsProps) {
  const { t } = useUsersText();
  const errorText = useErrorText();
  const id = useId();
  const [draft, setDraft] = useState<AdFreeDraft>(() => adFreeDraftOf(status));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = adFreeChange(status, draft);
  const invalidDate = draft.until !== '' && !isCalendarDay(draft.until);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (change === null || invalidDate || saving) return;
    setSaving(true);
    setFailure(null);
    try {
      // The fields show what was saved; the focus stays on the button.
      setDraft(adFreeDraftOf(await save(change)));
      notify.success(t('adFree.saved', { username }));
    } catch (error) {
      // The fields keep what was typed.
      setFailure(errorText(error, 'saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="users-adfree" onSubmit={(event) => void submit(event)} noValidate>
      <label className="users-check">
        <input
          type="checkbox"
          checked={draft.permanent}
          aria-describedby={`${id}-permanent-hint`}
          onChange={(event) => setDraft({ ...draft, permanent: event.target.checked })}
        />
        <span className="users-check__text">
          <span className="users-check__label">{t('adFree.permanent')}</span>
          <span id={`${id}-permanent-hint`} className="users-check__hint">
            {t('adFree.permanentHint')}
          </span>
        </span>
      </label>
      <div className={`field${invalidDate ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-until`} className="field__label">
          {t('adFree.until')}
        </label>
        <div className="users-adfree__until">
          <input
            id={`${id}-until`}
            type="date"
            className="field__input"
            value={draft.until}
            aria-invalid={invalidDate || undefined}
            aria-describedby={`${id}-until-hint ${id}-until-error`}
            onChange={(event) => setDraft({ ...draft, until: event.target.value })}
          />
          {draft.until !== '' ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setDraft({ ...draft, until: '' })}
            >
              {t('adFree.clearUntil')}
            </button>
          ) : null}
        </div>
        <p id={`${id}-until-hint`} className="field__hint">
          {t('adFree.untilHint')}
        </p>
        <p id={`${id}-until-error`} className="field__error" aria-live="polite">
          {invalidDate ? t('attempts.invalidDate') : null}
        </p>
      </div>
      <FormAlert message={failure} />
      <div className="users-form-actions">
        <button
          type="submit"
          className="button button--primary button--small"
          aria-disabled={saving || change === null || invalidDate || undefined}
          aria-describedby={change === null ? `${id}-unchanged` : undefined}
        >
          {saving ? <span className="spinner users-button-spinner" aria-hidden="true" /> : null}
          {saving ? t('adFree.saving') : t('adFree.save')}
        </button>
        {change === null ? (
          <span id={`${id}-unchanged`} className="users-form-actions__note">
            {t('adFree.unchanged')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
