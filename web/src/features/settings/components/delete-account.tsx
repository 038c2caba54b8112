import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DeletedDataKey } from '../../../../../contracts/auth.codec';
import { ACCOUNT_DELETION_REDIRECT_MS } from '../../../../../domain/constants/ui.constants';
import { FormAlert } from '../../../components/form/form-alert';
import { useApi } from '../../../lib/api-context';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../auth/hooks/use-session';
import { clearBrowserStorage } from '../clear-browser-storage';

// In the summary's order; a kind of data the contract adds and this list lacks is a type error.
const SHOWN: Record<DeletedDataKey, true> = {
  user: true,
  gameScores: true,
  gameSessions: true,
  attemptedCategories: true,
  scoreboard: true,
  playerAchievements: true,
  personalLists: true,
  followingRefs: true,
  referrals: true,
};
const DATA_KEYS = Object.keys(SHOWN) as DeletedDataKey[];

// The summary is shown as the server counted it; a count that is not a number reads as a dash, not a crash.
const countText = (count: unknown): string =>
  typeof count === 'number' && Number.isFinite(count) ? `${count}` : '–';

type Step =
  | { step: 'confirm' | 'deleting' }
  | { step: 'failed'; message: string }
  | { step: 'done'; deleted: Record<DeletedDataKey, number> };

/** Confirm, deleting, the summary of what went; 3 s later the browser forgets everything and goes to /. */
export function DeleteAccount({ onDeleted, onCancel }: { onDeleted: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { auth } = useApi();
  const { endSession } = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<Step>({ step: 'confirm' });

  async function remove() {
    setState({ step: 'deleting' });
    try {
      const { deletedData } = await auth.deleteAccount();
      setState({ step: 'done', deleted: deletedData });
      onDeleted();
      // Not tied to this view: closing the settings meanwhile must not leave a deleted account signed in.
      window.setTimeout(() => {
        clearBrowserStorage();
        endSession();
        void navigate('/', { replace: true });
      }, ACCOUNT_DELETION_REDIRECT_MS);
    } catch (error) {
      setState({ step: 'failed', message: errorText(t, error, 'deleteFailed') });
    }
  }

  if (state.step === 'done') {
    return (
      <div className="settings-stack" role="status">
        <p className="delete-summary__title">{t('settings.delete.done')}</p>
        <p>{t('settings.delete.summary')}</p>
        <dl className="delete-summary">
          {DATA_KEYS.map((key) => (
            <div key={key} className="delete-summary__row">
              <dt>{t(`settings.delete.data.${key}`)}</dt>
              <dd>{countText(state.deleted[key])}</dd>
            </div>
          ))}
        </dl>
        <p className="delete-summary__redirect">{t('settings.delete.redirecting')}</p>
      </div>
    );
  }

  const deleting = state.step === 'deleting';
  return (
    <div className="settings-stack">
      <p className="delete-warning">{t('settings.delete.warning')}</p>
      <FormAlert message={state.step === 'failed' ? state.message : null} />
      <div className="form__actions form__actions--row">
        <button
          type="button"
          className="button button--danger"
          disabled={deleting}
          onClick={() => void remove()}
        >
          {deleting ? t('settings.delete.deleting') : t('settings.delete.confirm')}
        </button>
        <button type="button" className="button button--secondary" disabled={deleting} onClick={onCancel}>
          {t('settings.cancel')}
        </button>
      </div>
    </div>
  );
}
