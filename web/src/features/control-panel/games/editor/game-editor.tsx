import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ManagedGameView } from '../../../../../../contracts/manage-games.codec';
import { formatDate } from '../../../../lib/format-date';
import { isEditorSection, type EditorSection } from '../games-paths';
import { LockBadge, StatusBadge } from '../shared/status-badge';
import { CategoriesSection } from './categories-section';
import { DetailsSection } from './details-section';
import { EditorActionBar } from './editor-action-bar';
import { EditorOutcomeNotice } from './editor-outcome';
import { EditorSections } from './editor-sections';
import type { GameDraft } from './editor-model';
import { PreviewSection } from '../preview/preview-section';
import { useEditorActions } from './use-editor-actions';
import { useGameEditor } from './use-game-editor';
import { useLeaveGuard } from './use-leave-guard';
import { useRecentUse } from './use-recent-use';
import '../games.css';
import './editor.css';

/**
 * The editor of one game, new or stored: date and title, the five categories, and the preview with the
 * play-test. The sections have their own addresses (`&section=`), and the typed text stays while moving
 * between them; leaving the editor with unsaved changes asks first.
 */
export function GameEditor({ saved, initial }: { saved: ManagedGameView | null; initial: GameDraft }) {
  const { t, i18n } = useTranslation();
  const editor = useGameEditor(saved, initial);
  const actions = useEditorActions(editor);
  const warnings = useRecentUse(editor.draft, editor.base?._id ?? null);
  const [search, setSearch] = useSearchParams();
  const requested = search.get('section');
  const section: EditorSection = isEditorSection(requested) ? requested : 'details';
  const guard = useLeaveGuard(editor.dirty && actions.busy === null, actions.leaving);
  const { base, draft } = editor;

  const show = (next: EditorSection) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('section', next);
        return params;
      },
      { preventScrollReset: true },
    );

  const heading =
    base === null
      ? t('controlPanel.games.editor.newTitle')
      : t('controlPanel.games.editor.editTitle', { date: formatDate(base.date, i18n.language) ?? base.date });

  return (
    <section className="cp-editor" aria-labelledby="cp-editor-title">
      <header className="split-row">
        <h2 id="cp-editor-title" className="cp-editor__title">
          {heading}
        </h2>
        {base !== null ? (
          <div className="cp-game__badges">
            <StatusBadge status={base.status} />
            {base.locked ? <LockBadge /> : null}
          </div>
        ) : null}
      </header>
      <EditorOutcomeNotice editor={editor} actions={actions} onShow={show} />
      <EditorSections current={section} problems={editor.problems} warnings={warnings} onShow={show} />
      <div className="cp-editor__body">
        {section === 'details' ? (
          <DetailsSection editor={editor} />
        ) : section === 'categories' ? (
          <CategoriesSection editor={editor} warnings={warnings} />
        ) : (
          <PreviewSection saved={base} draft={draft} problems={editor.problems} />
        )}
      </div>
      <EditorActionBar editor={editor} actions={actions} />
      {guard}
    </section>
  );
}
