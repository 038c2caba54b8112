import type { NewsEditorState } from '../editor/use-news-editor';
import { useNewsText } from '../i18n/texts';
import { coverSource } from '../model/news-form';
import { PreviewPoll } from './preview-poll';
import '../rich-text/rich-content.css';
import './preview.css';

/**
 * The item as players see it in the news popup: title, image, text and polls. Unchanged text is the
 * server's own stored copy (after its allow-list); changed text is the editor's, which holds only what the
 * allow-list keeps, so saving does not change how it looks.
 */
export function NewsPreview({ editor }: { editor: NewsEditorState }) {
  const { t } = useNewsText();
  const { draft, saved } = editor;
  const unchanged = saved !== null && draft.content === editor.baseContent;
  const content = unchanged ? saved.content : draft.content;
  const image = coverSource(draft, saved?.imagePath ?? null);
  return (
    <section className="cp-news-preview" aria-labelledby="cp-news-preview-label">
      <h3 id="cp-news-preview-label" className="cp-news-section__title">
        {t('preview.label')}
      </h3>
      <p className="cp-news-note">{t(unchanged && !editor.dirty ? 'preview.saved' : 'preview.unsaved')}</p>
      {draft.active ? null : <p className="cp-news-note cp-news-note--warn">{t('preview.hidden')}</p>}
      <div className="cp-news-phone">
        <article className="cp-news-slide" aria-label={draft.title.trim() || t('preview.untitled')}>
          <h4 className="cp-news-slide__title">{draft.title.trim() || t('preview.untitled')}</h4>
          {image === null ? null : <img className="cp-news-slide__image" src={image} alt="" />}
          {content === '' ? null : (
            // The server's sanitised copy, or the editor's own output (which holds nothing else).
            <div
              className="cp-rich-text cp-news-slide__content"
              dangerouslySetInnerHTML={{ __html: content }}
            />
          )}
          {draft.polls.map((poll) => (
            <PreviewPoll key={poll.key} poll={poll} />
          ))}
          <p className="cp-news-slide__dismiss" aria-hidden="true">
            {t('preview.dismiss')}
          </p>
        </article>
      </div>
    </section>
  );
}
