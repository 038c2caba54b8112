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
import { deletionSummary } from '../model/deletion-summary';

// Stable, so React calls it once, when the heading appears, and not again on a later render.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

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
        {/* The confirm button is gone: the focus goes to the news instead of the page's start. */}
        <h4 ref={focusOnMount} tabIndex={-1} className="delete-summary__title">
          {t('settings.delete.done')}
        </h4>
        <p>{t('settings.delete.summary')}</p>
        <ul className="delete-summary">
          {deletionSummary(t, state.deleted).map((line) => (
            <li key={line} className="delete-summary__row">
              {line}
            </li>
          ))}
        </ul>
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
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
