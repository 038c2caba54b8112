import { useState } from 'react';
import type { ManagedUserView, RunningGameView } from '../../../../../../contracts/manage-users.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { isApiError } from '../../../../lib/api';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { useUsersApi } from '../api/use-users-api';
import { notify } from '../../../../components/toast/notify';
import { useErrorText } from '../components/use-error-text';
import { useUsersText } from '../i18n/texts';
import { formatDay } from '../model/format';
import './dialogs.css';

interface ForfeitDialogProps {
  user: ManagedUserView;
  game: RunningGameView;
  onClose: () => void;
  /** The game is forfeited: the dialog closes, the details are read again. */
  onForfeited: () => void;
  /** The game had ended meanwhile: the details are read again, the dialog says so. */
  onStale: () => void;
}

/** Ending a user's running game as forfeited, after a question that names the day and the player. */
export function ForfeitDialog({ user, game, onClose, onForfeited, onStale }: ForfeitDialogProps) {
  const { t, language } = useUsersText();
  const api = useUsersApi();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const date = formatDay(game.date, language);

  async function forfeit() {
    setBusy(true);
    setFailure(null);
    try {
      await api.forfeit(user.id, game.gameId);
      notify.success(t('running.done', { date }));
      onForfeited();
    } catch (error) {
      setBusy(false);
      setFailure(errorText(error, 'actionFailed'));
      // It ended meanwhile: the details behind the dialog show it as it is now.
      if (isApiError(error, 'NO_RUNNING_GAME')) onStale();
    }
  }

  return (
    <ConfirmDialog
      title={t('running.confirmTitle')}
      confirmLabel={t('running.confirm')}
      busy={busy}
      onConfirm={() => void forfeit()}
      onCancel={onClose}
    >
      <div className="form users-dialog">
        <p>{t('running.confirmBody', { username: user.username, date })}</p>
        <FormAlert message={failure} />
      </div>
    </ConfirmDialog>
  );
}
