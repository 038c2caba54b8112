import { useTranslation } from 'react-i18next';
import type { EditorSection } from '../games-paths';
import type { EditorActions } from './use-editor-actions';
import type { GameEditorState } from './use-game-editor';

interface EditorOutcomeProps {
  editor: GameEditorState;
  actions: EditorActions;
  onShow: (section: EditorSection) => void;
}

/** The answer to the last action, with the way on when there is one (conflict, taken date, problems). */
export function EditorOutcomeNotice({ editor, actions, onShow }: EditorOutcomeProps) {
  const { t } = useTranslation();
  const { outcome } = editor;
  const busy = actions.busy !== null;
  if (editor.locked && outcome?.kind !== 'locked')
    return <p className="cp-notice cp-notice--info">{t('controlPanel.games.locked.body')}</p>;
  if (outcome === null) return null;
  switch (outcome.kind) {
    case 'done':
      return (
        <p className="cp-notice cp-notice--success" role="status">
          {outcome.text}
        </p>
      );
    case 'failed':
      return (
        <p className="cp-notice cp-notice--error" role="alert">
          {outcome.text}
        </p>
      );
    case 'locked':
      return (
        <p className="cp-notice cp-notice--error" role="alert">
          {t('controlPanel.games.errors.GAME_LOCKED')}
        </p>
      );
    case 'problems':
      return (
        <div className="cp-notice cp-notice--error" role="alert">
          <p>{t('controlPanel.games.editor.serverProblems')}</p>
          <button type="button" className="link-button" onClick={() => onShow('categories')}>
            {t('controlPanel.games.editor.showProblems')}
          </button>
        </div>
      );
    case 'dateTaken':
      return (
        <div className="cp-notice cp-notice--error" role="alert">
          <p>{t('controlPanel.games.errors.GAME_DATE_TAKEN')}</p>
          <button type="button" className="link-button" onClick={() => onShow('details')}>
            {t('controlPanel.games.editor.chooseDate')}
          </button>
        </div>
      );
    case 'conflict':
      return (
        <div className="cp-notice cp-notice--error" role="alert">
          <p>{t('controlPanel.games.conflict.body')}</p>
          <div className="cp-notice__actions">
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              onClick={() => void actions.reload(true)}
            >
              {t('controlPanel.games.conflict.keepMine')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy}
              onClick={() => void actions.reload(false)}
            >
              {t('controlPanel.games.conflict.takeTheirs')}
            </button>
          </div>
        </div>
      );
  }
}
