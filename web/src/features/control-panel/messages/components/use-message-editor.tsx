import { useState, type ReactNode } from 'react';
import type { MessageView } from '../../../../../../contracts/messages.codec';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { useMessagesApi } from '../api/use-messages-api';
import { useMessagesText } from '../i18n/texts';
import {
  draftOf,
  emptyMessageDraft,
  hasProblems,
  isDirty,
  messageProblems,
  messageRequest,
  type MessageDraft,
  type MessageProblems,
} from '../model/message-form';
import { MessageDialog } from './message-dialog';
import { useErrorText } from './use-error-text';

interface Editing {
  target: MessageView | null;
  initial: MessageDraft;
  draft: MessageDraft;
  /** After a first try to save, every problem shows; before it only those typing just caused. */
  submitted: boolean;
  /** Closing with changes asks first; the draft waits here meanwhile. */
  asking: boolean;
}

/** Problems worth showing while typing: too long a text, an end before the start. */
const liveProblems = (problems: MessageProblems): MessageProblems => ({
  ...(problems.message === 'MESSAGE_TOO_LONG' || problems.message === 'MESSAGE_NOT_PLAIN_TEXT'
    ? { message: problems.message }
    : {}),
  ...(problems.endsAt === 'MESSAGE_WINDOW_INVALID' ? { endsAt: problems.endsAt } : {}),
});

/**
 * The message dialog and its state, kept here so that closing it with unsaved changes can ask first
 * and, on "keep editing", open it again with the text as it was.
 */
export function useMessageEditor(onSaved: (created: boolean) => void): {
  open: (target: MessageView | null) => void;
  dialog: ReactNode;
} {
  const { t } = useMessagesText();
  const api = useMessagesApi();
  const errorText = useErrorText();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const open = (target: MessageView | null) => {
    const initial = target === null ? emptyMessageDraft() : draftOf(target);
    setFailure(null);
    setEditing({ target, initial, draft: initial, submitted: false, asking: false });
  };

  async function save(current: Editing) {
    const problems = messageProblems(current.draft);
    if (hasProblems(problems)) {
      setEditing({ ...current, submitted: true });
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.cp-msg-form [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const request = messageRequest(current.draft);
      if (current.target === null) await api.create(request);
      else await api.update(current.target._id, request);
      setEditing(null);
      onSaved(current.target === null);
    } catch (error) {
      setFailure(errorText(error, 'saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  let dialog: ReactNode = null;
  if (editing !== null && editing.asking)
    dialog = (
      <ConfirmDialog
        title={t('discard.title')}
        confirmLabel={t('discard.confirm')}
        busy={false}
        onConfirm={() => setEditing(null)}
        onCancel={() => setEditing({ ...editing, asking: false })}
      >
        <p>{t('discard.body')}</p>
      </ConfirmDialog>
    );
  else if (editing !== null) {
    const problems = messageProblems(editing.draft);
    dialog = (
      <MessageDialog
        creating={editing.target === null}
        draft={editing.draft}
        problems={editing.submitted ? problems : liveProblems(problems)}
        saving={saving}
        failure={failure}
        onDraft={(draft) => setEditing({ ...editing, draft })}
        onSubmit={() => void save(editing)}
        onClose={() =>
          setEditing(isDirty(editing.draft, editing.initial) && !saving ? { ...editing, asking: true } : null)
        }
      />
    );
  }
  return { open, dialog };
}
