import { useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { useUsersApi } from '../api/use-users-api';
import { notify } from '../../../../components/toast/notify';
import { useErrorText } from '../components/use-error-text';
import { useUsersText } from '../i18n/texts';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import './dialogs.css';

interface ResetPasswordFlowProps {
  user: { id: string; username: string };
  /** The flow is over: asked and cancelled, or the password shown and put away. */
  onClose: () => void;
  /** The password was reset (the user's sessions ended, their request closed): read again. */
  onReset: () => void;
}

/** Reset a password: ask, reset, then show the one-time temporary password. */
export function ResetPasswordFlow({ user, onClose, onReset }: ResetPasswordFlowProps) {
  const { t } = useUsersText();
  const api = useUsersApi();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [password, setPassword] = useState<string | null>(null);

  async function reset() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.resetPassword(user.id);
      setPassword(answer.temporaryPassword);
      onReset();
    } catch (error) {
      setFailure(errorText(error, 'actionFailed'));
    } finally {
      setBusy(false);
    }
  }

  if (password !== null)
    return (
      <TemporaryPasswordDialog
        username={user.username}
        password={password}
        onClose={() => {
          onClose();
          notify.success(t('reset.toast', { username: user.username }));
        }}
      />
    );
  return (
    <ConfirmDialog
      title={t('reset.confirmTitle')}
      confirmLabel={t('reset.confirm')}
      busy={busy}
      onConfirm={() => void reset()}
      onCancel={onClose}
    >
      <div className="form users-dialog">
        <p>{t('reset.confirmBody', { username: user.username })}</p>
        <FormAlert message={failure} />
      </div>
    </ConfirmDialog>
  );
}
