import { useId } from 'react';
import { useNewsText } from '../i18n/texts';
import { problemText } from '../model/problem-text';
import { LazyRichText } from '../rich-text/lazy-rich-text';
import type { NewsEditorState } from './use-news-editor';

/** The item's text in the rich-text editor, with images uploaded to this instance. */
export function ContentSection({ editor }: { editor: NewsEditorState }) {
  const { t } = useNewsText();
  const id = useId();
  const error = problemText(t, editor.problems.content);
  return (
    <section className="card card--stack cp-news-section" aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="cp-news-section__title">
          {t('content.title')}
        </h3>
        <p id={`${id}-hint`} className="field__hint">
          {t('content.hint')}
        </p>
      </div>
      <LazyRichText
        initial={editor.draft.content}
        labelledBy={`${id}-title`}
        describedBy={`${id}-hint`}
        invalid={error !== null}
        onChange={(content) => editor.setDraft({ content })}
        onReady={editor.contentReady}
        uploadImage={editor.uploadImage}
      />
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
