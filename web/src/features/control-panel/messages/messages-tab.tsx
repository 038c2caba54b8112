import { useMemo, useState } from 'react';
import type { MessageView } from '../../../../../contracts/messages.codec';
import { FormAlert } from '../../../components/form/form-alert';
import { EmptyState, RemoteView } from '../../../components/page/view-states';
import { PlusIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api';
import { useRemote } from '../../../lib/use-remote';
import { ConfirmDialog } from '../games/shared/confirm-dialog';
import { createPanelFormats } from '../shell/panel-formats';
import { useMessagesApi } from './api/use-messages-api';
import { MessageRow } from './components/message-row';
import { NowShowing } from './components/now-showing';
import { ToastProvider, useToast } from '../shell/toast';
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
  return (
    <ToastProvider>
      <MessagesCard />
    </ToastProvider>
  );
}

function MessagesCard() {
  const { t, language } = useMessagesText();
  const api = useMessagesApi();
  const errorText = useErrorText();
  const toast = useToast();
  const now = useNow();
  const formats = useMemo(() => createPanelFormats(language), [language]);
  const list = useRemote('messages', (signal) => api.list(signal), 'Messages read failed');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MessageView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const editor = useMessageEditor((created) => {
    toast(t(created ? 'done.created' : 'done.saved'));
    list.reload();
  });

  /** A message gone meanwhile: the list is read again, so it disappears instead of failing again. */
  const failed = (error: unknown, fallback: 'saveFailed' | 'deleteFailed') => {
    setFailure(errorText(error, fallback));
    if (isApiError(error, 'MESSAGE_NOT_FOUND')) list.reload();
  };

  async function toggle(message: MessageView, active: boolean) {
    setBusyId(message._id);
    setFailure(null);
    try {
      await api.update(message._id, activeRequest(message, active));
      toast(t(active ? 'done.on' : 'done.off'));
      list.reload();
    } catch (error) {
      failed(error, 'saveFailed');
    } finally {
      setBusyId(null);
    }
  }

  async function remove(message: MessageView) {
    setBusyId(message._id);
    setFailure(null);
    try {
      await api.remove(message._id);
      setDeleting(null);
      toast(t('done.deleted'));
      list.reload();
    } catch (error) {
      setDeleting(null);
      failed(error, 'deleteFailed');
    } finally {
      setBusyId(null);
    }
  }

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
      <FormAlert message={failure} />
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
                    busy={busyId === message._id}
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
          busy={busyId === deleting._id}
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
