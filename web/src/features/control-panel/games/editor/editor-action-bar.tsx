import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrashIcon } from '../../../../components/ui/account-icons';
import { formatDate } from '../../../../lib/format-date';
import { gamesListPath } from '../games-paths';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { UndoIcon } from '../shared/games-icons';
import type { EditorActions } from './use-editor-actions';
import type { GameEditorState } from './use-game-editor';

/**
 * Save and publish, always in reach at the bottom of the screen. Publish waits until the domain finds no
 * problem; the reason is said beside the button, not only shown as a greyed-out control.
 */
export function EditorActionBar({ editor, actions }: { editor: GameEditorState; actions: EditorActions }) {
  const { t, i18n } = useTranslation();
  const reasonId = useId();
  const [deleting, setDeleting] = useState(false);
  const { base, problems, blocking, dirty, locked } = editor;
  const busy = actions.busy !== null;
  const published = base?.published === true;
  const canPublish = problems.length === 0;
  const status = locked
    ? t('controlPanel.games.editor.readOnly')
    : busy
      ? t('common.saving')
      : base === null
        ? t('controlPanel.games.editor.notSaved')
        : dirty
          ? t('controlPanel.games.editor.unsaved')
          : t('controlPanel.games.editor.allSaved');

  return (
    <div className="cp-actionbar">
      <p className="cp-actionbar__status" role="status">
        {status}
        {!locked && !canPublish && !published ? (
          <>
            {' · '}
            <span id={reasonId} className="cp-actionbar__reason">
              {t('controlPanel.games.editor.publishBlocked', { count: problems.length })}
            </span>
            {editor.shown.length < problems.length ? (
              <>
                {' · '}
                <button type="button" className="link-button cp-actionbar__show" onClick={editor.revealAll}>
                  {t('controlPanel.games.editor.showAll')}
                </button>
              </>
            ) : null}
          </>
        ) : null}
      </p>
      <div className="cp-actionbar__buttons">
        {locked ? (
          <Link to={gamesListPath(base?.status)} className="button button--secondary">
            {t('controlPanel.games.editor.backToList')}
          </Link>
        ) : (
          <>
            {base !== null ? (
              <button
                type="button"
                className="button button--ghost cp-actionbar__delete"
                disabled={busy}
                onClick={() => setDeleting(true)}
              >
                <TrashIcon width={18} height={18} />
                <span>{t('controlPanel.games.actions.delete')}</span>
              </button>
            ) : null}
            {base?.status === 'upcoming' ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void actions.unpublish()}
              >
                <UndoIcon width={18} height={18} />
                {t('controlPanel.games.actions.unpublish')}
              </button>
            ) : null}
            <button
              type="button"
              className={`button ${published ? 'button--primary' : 'button--secondary'}`}
              disabled={busy || blocking.length > 0 || (base !== null && !dirty)}
              onClick={() => void actions.save()}
            >
              {published
                ? t('controlPanel.games.actions.saveChanges')
                : t('controlPanel.games.actions.saveDraft')}
            </button>
            {published || base?.status === 'past' ? null : (
              <button
                type="button"
                className="button button--primary"
                disabled={busy || !canPublish}
                aria-describedby={canPublish ? undefined : reasonId}
                onClick={() => void actions.publish()}
              >
                {t('controlPanel.games.actions.publish')}
              </button>
            )}
          </>
        )}
      </div>
      {deleting && base !== null ? (
        <ConfirmDialog
          title={t('controlPanel.games.delete.title')}
          confirmLabel={t('controlPanel.games.delete.confirm')}
          busy={actions.busy === 'delete'}
          onConfirm={() => {
            setDeleting(false);
            void actions.remove();
          }}
          onCancel={() => setDeleting(false)}
        >
          {t('controlPanel.games.delete.body', { date: formatDate(base.date, i18n.language) ?? base.date })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
