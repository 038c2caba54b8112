import { useRef, useState } from 'react';
import { AlertCircleIcon } from '../../../../components/ui/account-icons';
import { CheckIcon } from '../../../../components/ui/icons';
import { Modal } from '../../../../components/ui/modal';
import { useUsersText } from '../i18n/texts';
import './dialogs.css';

interface TemporaryPasswordDialogProps {
  username: string;
  password: string;
  onClose: () => void;
}

/**
 * The temporary password, shown this once: it is never stored readable, so the dialog closes only by its
 * own button (not Escape or a stray click), after a warning and a copy button.
 */
export function TemporaryPasswordDialog({ username, password, onClose }: TemporaryPasswordDialogProps) {
  const { t } = useUsersText();
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copyPassword() {
    try {
      await navigator.clipboard.writeText(password);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure origin, a refusal): the text is selected for the admin to copy.
      field.current?.select();
      setCopy('failed');
    }
  }

  return (
    <Modal
      title={t('reset.resultTitle')}
      onClose={onClose}
      dismissible={false}
      footer={
        <div className="form__actions form__actions--row">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('reset.done')}
          </button>
        </div>
      }
    >
      <div className="form users-dialog">
        <p>{t('reset.resultIntro', { username })}</p>
        <div className="users-secret">
          <label htmlFor="users-temporary-password" className="visually-hidden">
            {t('reset.passwordLabel')}
          </label>
          <input
            id="users-temporary-password"
            ref={field}
            className="users-secret__value"
            value={password}
            readOnly
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="button button--secondary users-secret__copy"
            onClick={() => void copyPassword()}
          >
            {copy === 'copied' ? <CheckIcon width={18} height={18} /> : null}
            {copy === 'copied' ? t('reset.copied') : t('reset.copy')}
          </button>
        </div>
        <p className="users-live" role="status">
          {copy === 'failed' ? t('reset.copyFailed') : null}
        </p>
        <div className="users-warning" role="note">
          <AlertCircleIcon width={20} height={20} className="users-warning__icon" />
          <p>{t('reset.warning')}</p>
        </div>
      </div>
    </Modal>
  );
}
