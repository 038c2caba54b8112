import { useState } from 'react';
import { TrashIcon } from '../../../../components/ui/account-icons';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { useNewsText } from '../i18n/texts';
import type { NewsEditorState } from './use-news-editor';

/** Save, always in reach at the bottom of the screen, with where the item stands said beside it. */
export function EditorActionBar({ editor, onSave }: { editor: NewsEditorState; onSave: () => void }) {
  const { t } = useNewsText();
  const [deleting, setDeleting] = useState(false);
  const { saved, dirty, busy, problemCount } = editor;
  const status =
    busy === 'save'
      ? t('bar.saving')
      : saved === null
        ? t('bar.notSaved')
        : dirty
          ? t('bar.unsaved')
          : t('bar.allSaved');
  return (
    <div className="cp-news-bar">
      <p className="cp-news-bar__status" role="status">
        <span
          className={`cp-news-bar__dot${dirty || saved === null ? ' is-pending' : ''}`}
          aria-hidden="true"
        />
        <span>
          {status}
          {problemCount > 0 ? (
            <span className="cp-news-bar__problems"> · {t('bar.problems', { count: problemCount })}</span>
          ) : null}
        </span>
      </p>
      <div className="cp-news-bar__buttons">
        {saved === null ? null : (
          <button
            type="button"
            className="button button--ghost cp-news-danger cp-news-bar__delete"
            aria-disabled={busy !== null || undefined}
            onClick={() => busy === null && setDeleting(true)}
          >
            <TrashIcon width={18} height={18} />
            <span>{t('bar.delete')}</span>
          </button>
        )}
        <button
          type="button"
          className="button button--primary cp-news-bar__save"
          aria-disabled={busy !== null || (saved !== null && !dirty) || undefined}
          onClick={() => {
            if (saved === null || dirty) onSave();
          }}
        >
          {busy === 'save' ? <span className="spinner cp-news-spinner" aria-hidden="true" /> : null}
          {busy === 'save' ? t('bar.saving') : t('bar.save')}
        </button>
      </div>
      {deleting && saved !== null ? (
        <ConfirmDialog
          title={t('remove.title')}
          confirmLabel={t('remove.confirm')}
          busy={busy === 'delete'}
          onConfirm={() => void editor.remove()}
          onCancel={() => setDeleting(false)}
        >
          <p className="cp-news-dialog-text">
            {t('remove.body', { title: saved.title || t('list.untitled') })}
          </p>
          {saved.polls.length > 0 ? (
            <p className="cp-news-dialog-text">{t('remove.polls', { count: saved.polls.length })}</p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
