import { useId, useState } from 'react';
import { DELETED_DATA_KEYS } from '../../../../../../contracts/auth.codec';
import type { DeleteUserAnswer } from '../../../../../../contracts/manage-users.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { useUsersApi } from '../api/use-users-api';
import { useErrorText } from '../components/use-error-text';
import { useUsersText } from '../i18n/texts';
import { formatNumber } from '../model/format';
import { FormDialog } from './form-dialog';
import './dialogs.css';

interface DeleteUserDialogProps {
  user: { id: string; username: string };
  onClose: () => void;
  onDeleted: (answer: DeleteUserAnswer) => void;
}

/** Deleting a user for good: the admin types the username first, so a slip of the finger deletes nobody. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useUsersText();
  const api = useUsersApi();
  const errorText = useErrorText();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const matches = typed.trim() === user.username;

  async function remove() {
    if (!matches || deleting) return;
    setDeleting(true);
    setFailure(null);
    try {
      onDeleted(await api.remove(user.id));
    } catch (error) {
      setFailure(errorText(error, 'deleteFailed'));
      setDeleting(false);
    }
  }

  return (
    <FormDialog
      title={t('remove.title')}
      onClose={onClose}
      onSubmit={() => void remove()}
      submitLabel={t('remove.confirm')}
      busyLabel={t('remove.deleting')}
      busy={deleting}
      blocked={!matches}
      danger
    >
      <p>{t('remove.body', { username: user.username })}</p>
      <div className="field">
        <label htmlFor={`${id}-name`} className="field__label">
          {t('remove.typeToConfirm', { username: user.username })}
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          value={typed}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p id={`${id}-hint`} className="field__hint" aria-live="polite">
          {typed !== '' && !matches ? t('remove.mismatch') : '\u00a0'}
        </p>
      </div>
      <FormAlert message={failure} />
    </FormDialog>
  );
}

/** What went with the user, kind by kind, after the deletion. */
export function DeletedDialog({
  username,
  answer,
  onClose,
}: {
  username: string;
  answer: DeleteUserAnswer;
  onClose: () => void;
}) {
  const { t, language } = useUsersText();
  return (
    <Modal
      title={t('remove.doneTitle')}
      onClose={onClose}
      footer={
        <div className="form__actions form__actions--row">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('remove.doneBack')}
          </button>
        </div>
      }
    >
      <div className="form users-dialog">
        <p>{t('remove.doneIntro', { username })}</p>
        <dl className="users-deleted">
          {DELETED_DATA_KEYS.map((key) => (
            <div key={key} className="users-deleted__item">
              <dt>{t(`remove.data.${key}`)}</dt>
              <dd>{formatNumber(answer.deletedData[key] ?? 0, language)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Modal>
  );
}
