import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/ui/modal';
import { useRemote } from '../../../../lib/use-remote';
import { useEmailApi } from '../api/use-email-api';
import { useEmailText } from '../i18n/texts';
import type { Recipients } from '../model/recipients';

/** Names shown before "…and 12 others": enough to recognise the choice. */
const NAMED = 5;

interface SendConfirmProps {
  subject: string;
  recipients: Recipients;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last question before sending, naming who gets it: the chosen players by count and name, or every
 * player with a verified address (with the number of accounts, and a tick that this is meant).
 */
export function SendConfirm({ subject, recipients, busy, onConfirm, onCancel }: SendConfirmProps) {
  const { t } = useEmailText();
  const { t: app } = useTranslation();
  const api = useEmailApi();
  const id = useId();
  const all = recipients.mode === 'all';
  const [meant, setMeant] = useState(false);
  const accounts = useRemote(all ? ['email', 'accounts'] : null, (signal) => api.accounts(signal));
  const count = recipients.chosen.length;
  const blocked = busy || (all && !meant);
  return (
    <Modal
      title={t('confirm.title')}
      onClose={onCancel}
      footer={
        <div className="cp-mail-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {app('common.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={blocked || undefined}
            aria-describedby={all && !meant ? `${id}-check` : undefined}
            onClick={() => !blocked && onConfirm()}
          >
            {busy ? <span className="spinner cp-mail-spinner" aria-hidden="true" /> : null}
            {all ? t('confirm.sendAll') : t('confirm.sendChosen', { count })}
          </button>
        </div>
      }
    >
      <div className="cp-mail-confirm">
        {all ? (
          <>
            <p className="cp-mail-confirm__lead">{t('confirm.all')}</p>
            {accounts.remote.kind === 'ready' ? (
              <p>{t('confirm.accounts', { count: accounts.remote.value })}</p>
            ) : null}
          </>
        ) : (
          <>
            <p className="cp-mail-confirm__lead">{t('confirm.chosen', { count })}</p>
            <ul className="cp-mail-confirm__names">
              {recipients.chosen.slice(0, NAMED).map((recipient) => (
                <li key={recipient.id}>{recipient.username}</li>
              ))}
              {count > NAMED ? <li>{t('confirm.more', { count: count - NAMED })}</li> : null}
            </ul>
          </>
        )}
        <p className="cp-mail-confirm__subject">{t('confirm.subject', { subject })}</p>
        <p className="cp-muted">{t('confirm.final')}</p>
        {all ? (
          <label id={`${id}-check`} className="cp-mail-check">
            <input type="checkbox" checked={meant} onChange={(event) => setMeant(event.target.checked)} />
            <span>{t('confirm.allCheck')}</span>
          </label>
        ) : null}
      </div>
    </Modal>
  );
}
