import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { NewsItemView } from '../../../../../../contracts/news.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { ArrowLeftIcon } from '../../../../components/ui/icons';
import { useNewsText } from '../i18n/texts';
import { isEditorView, newsListPath, type EditorView } from '../news-paths';
import { NewsPreview } from '../preview/news-preview';
import { PollResults } from '../results/poll-results';
import { BasicsSection } from './basics-section';
import { ContentSection } from './content-section';
import { CoverSection } from './cover-section';
import { EditorActionBar } from './editor-action-bar';
import { PollsSection } from './polls-section';
import { useLeaveGuard } from './use-leave-guard';
import { useNewsEditor } from './use-news-editor';
import { ViewSwitch } from './view-switch';
import './editor.css';

/**
 * A news item's editor: its fields (kept mounted while the preview or results show, so the text editor
 * keeps its undo history), a preview as players see it, the polls' results, and the save always in reach.
 */
export function NewsEditor({ initial }: { initial: NewsItemView | null }) {
  const { t } = useNewsText();
  const editor = useNewsEditor(initial);
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view: EditorView = isEditorView(raw) && (raw !== 'results' || editor.saved !== null) ? raw : 'edit';
  const guard = useLeaveGuard(editor.dirty && editor.busy === null, editor.leaving);
  // The fields (and the rich-text editor's chunk) load when first shown: opening the results does not
  // fetch an editor; once shown they stay, hidden, so the text editor keeps its undo history.
  const [fieldsShown, setFieldsShown] = useState(view === 'edit');
  if (view === 'edit' && !fieldsShown) setFieldsShown(true);
  /** A draft with problems opens the fields and puts the focus on the first one to fix. */
  const save = async () => {
    if (await editor.save()) return;
    show('edit');
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('.cp-news-editor__sections [aria-invalid="true"]')?.focus(),
    );
  };
  const show = (next: EditorView) =>
    setParams(
      (current) => {
        const address = new URLSearchParams(current);
        if (next === 'edit') address.delete('view');
        else address.set('view', next);
        return address;
      },
      { replace: true },
    );

  return (
    <div className="cp-news-editor">
      <Link to={newsListPath()} className="cp-news-back">
        <ArrowLeftIcon width={18} height={18} />
        {t('editor.back')}
      </Link>
      <header className="cp-news-editor__head">
        <h2 className="cp-news-editor__title">
          {editor.saved === null ? t('editor.newTitle') : editor.saved.title || t('editor.editTitle')}
        </h2>
        <span className={`cp-news-status${editor.draft.active ? ' cp-news-status--active' : ''}`}>
          {t(editor.draft.active ? 'status.active' : 'status.hidden')}
        </span>
      </header>
      <ViewSwitch current={view} results={editor.saved !== null} onChange={show} />
      {fieldsShown ? (
        <div className="cp-news-editor__sections" hidden={view !== 'edit'}>
          <BasicsSection editor={editor} />
          <ContentSection editor={editor} />
          <CoverSection editor={editor} />
          <PollsSection editor={editor} />
        </div>
      ) : null}
      {view === 'preview' ? <NewsPreview editor={editor} /> : null}
      {view === 'results' && editor.saved !== null ? <PollResults item={editor.saved} /> : null}
      <FormAlert message={editor.failure} />
      {view !== 'results' || editor.dirty ? <EditorActionBar editor={editor} onSave={save} /> : null}
      {guard}
    </div>
  );
}
