import { useId } from 'react';
import type { MessageView } from '../../../../../../contracts/messages.codec';
import { TrashIcon } from '../../../../components/ui/account-icons';
import { ClockIcon } from '../../../../components/ui/icons';
import type { PanelFormats } from '../../shell/panel-formats';
import { useMessagesText } from '../i18n/texts';
import { messageStatus, windowKind } from '../model/message-status';
import { ActiveSwitch } from '../../shell/active-switch';
import { EditIcon } from '../../shell/edit-icon';

interface MessageRowProps {
  message: MessageView;
  now: number;
  formats: PanelFormats;
  busy: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The first words of a message, to name it in the buttons' labels. */
const shortText = (text: string) => (text.length > 40 ? `${text.slice(0, 40).trimEnd()}…` : text);

/** One message: where it stands for players (in words), its text and window, and what can be done to it. */
export function MessageRow({ message, now, formats, busy, onToggle, onEdit, onDelete }: MessageRowProps) {
  const { t } = useMessagesText();
  const id = useId();
  const status = messageStatus(message, now);
  const kind = windowKind(message);
  const windowText = t(`window.${kind}`, {
    start: message.startsAt === null ? '' : formats.moment(message.startsAt),
    end: message.endsAt === null ? '' : formats.moment(message.endsAt),
  });
  const named = shortText(message.message);
  return (
    <li className={`cp-msg-row cp-msg-row--${status}`}>
      <div className="cp-msg-row__head">
        <span className={`cp-msg-status cp-msg-status--${status}`}>{t(`status.${status}`)}</span>
        <span className="cp-msg-row__window">
          <ClockIcon width={16} height={16} aria-hidden="true" />
          {windowText}
        </span>
      </div>
      <p id={`${id}-text`} className="cp-msg-row__text">
        {message.message}
      </p>
      <p className="cp-msg-row__meta">
        {message.createdBy
          ? t('created', { name: message.createdBy, time: formats.moment(message.createdAt) })
          : t('createdAnonymous', { time: formats.moment(message.createdAt) })}
      </p>
      <div className="cp-row-actions">
        <span className="cp-row-switch">
          <span className="cp-row-switch__label" aria-hidden="true">
            {t('actions.active')}
          </span>
          <ActiveSwitch
            checked={message.active}
            onChange={onToggle}
            busy={busy}
            compact
            label={t('actions.activeNamed', { text: named })}
            onText={t('switch.on')}
            offText={t('switch.off')}
          />
        </span>
        <span className="cp-row-buttons">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={t('actions.editNamed', { text: named })}
            onClick={onEdit}
          >
            <EditIcon width={16} height={16} />
            <span aria-hidden="true">{t('actions.edit')}</span>
          </button>
          <button
            type="button"
            className="button button--ghost button--small cp-msg-danger"
            aria-label={t('actions.deleteNamed', { text: named })}
            onClick={onDelete}
          >
            <TrashIcon width={16} height={16} />
            <span className="cp-row-delete-text" aria-hidden="true">
              {t('actions.delete')}
            </span>
          </button>
        </span>
      </div>
    </li>
  );
}
