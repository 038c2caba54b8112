import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { MessageView } from '../../../../../contracts/messages.codec';
import { FormAlert } from '../../../components/form/form-alert';
import { EmptyState, RemoteView } from '../../../components/page/view-states';
import { notify } from '../../../components/toast/notify';
import { PlusIcon } from '../../../components/ui/icons';
import { MESSAGES } from '../../../lib/shared-read-keys';
import { useRemote } from '../../../lib/use-remote';
import { ConfirmDialog } from '../games/shared/confirm-dialog';
import { createPanelFormats } from '../shell/panel-formats';
import { useMessagesApi } from './api/use-messages-api';
import { MessageRow } from './components/message-row';
import { NowShowing } from './components/now-showing';
import { useRowActions } from '../shell/use-row-actions';
import { useErrorText } from './components/use-error-text';
import { useMessageEditor } from './components/use-message-editor';
import { useNow } from './components/use-now';
import { useMessagesText } from './i18n/texts';
import { activeRequest } from './model/message-form';
import './messages.css';

/**
 * The control panel's messages of the day (DESIGN 11), in its own lazily loaded chunk: which message
 * players see now, every message with where it stands, and writing, switching and deleting them.
 */
export function MessagesTab() {
  const { t, language } = useMessagesText();
  const api = useMessagesApi();
  const errorText = useErrorText();
  const now = useNow();
  const formats = useMemo(() => createPanelFormats(language), [language]);
  const list = useRemote([MESSAGES, 'all'], (signal) => api.list(signal), 'Messages read failed');
  const queryClient = useQueryClient();
  // This list and the menu's message of the day (the admin's own, cached 5 minutes) read again.
  const changed = () => void queryClient.invalidateQueries({ queryKey: [MESSAGES] });
  const [deleting, setDeleting] = useState<MessageView | null>(null);
  const rows = useRowActions({ reload: changed, goneCode: 'MESSAGE_NOT_FOUND', errorText });
  const editor = useMessageEditor((created) => {
    notify.success(t(created ? 'done.created' : 'done.saved'));
    changed();
  });

  const toggle = (message: MessageView, active: boolean) =>
    rows.run(
      message._id,
      () => api.update(message._id, activeRequest(message, active)),
      t(active ? 'done.on' : 'done.off'),
      'saveFailed',
    );
  const remove = async (message: MessageView) => {
    await rows.run(message._id, () => api.remove(message._id), t('done.deleted'), 'deleteFailed');
    setDeleting(null);
  };

  const answer = list.remote.kind === 'ready' ? list.remote.value : null;
  return (
    <section className="card card--stack cp-msg" aria-labelledby="cp-msg-title">
      <div className="split-row">
        <h2 id="cp-msg-title" className="card__title">
          {t('title')}
        </h2>
        {answer === null ? null : <p className="badge">{t('count', { count: answer.messages.length })}</p>}
      </div>
      <p className="cp-intro">{t('intro')}</p>
      <div className="cp-tab-toolbar">
        <button type="button" className="button button--primary" onClick={() => editor.open(null)}>
          <PlusIcon width={18} height={18} />
          {t('create')}
        </button>
      </div>
      <FormAlert message={rows.failure} />
      <RemoteView
        remote={list.remote}
        failed={list.remote.kind === 'failed' ? errorText(list.remote.error, 'loadFailed') : ''}
        onRetry={list.reload}
      >
        {({ messages }, refreshing) => (
          <>
            <NowShowing messages={messages} />
            {messages.length === 0 ? (
              <EmptyState>{t('list.empty')}</EmptyState>
            ) : (
              <ul className="cp-msg-list" aria-label={t('list.label')} aria-busy={refreshing}>
                {messages.map((message) => (
                  <MessageRow
                    key={message._id}
                    message={message}
                    now={now}
                    formats={formats}
                    busy={rows.busyId === message._id}
                    onToggle={(active) => void toggle(message, active)}
                    onEdit={() => editor.open(message)}
                    onDelete={() => setDeleting(message)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </RemoteView>
      {editor.dialog}
      {deleting === null ? null : (
        <ConfirmDialog
          title={t('remove.title')}
          confirmLabel={t('remove.confirm')}
          busy={rows.busyId === deleting._id}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p className="cp-msg-dialog-text">{t('remove.body', { text: deleting.message })}</p>
          {deleting.showingNow ? <p className="cp-msg-dialog-text">{t('remove.showing')}</p> : null}
        </ConfirmDialog>
      )}
    </section>
  );
}
