import { useId, useRef, useState } from 'react';
import { TrashIcon } from '../../../../components/ui/account-icons';
import { useNewsText } from '../i18n/texts';
import { IMAGE_ACCEPT, imageFileProblem } from '../model/image-file';
import { coverSource } from '../model/news-form';
import { ImageGlyph } from './editor-glyphs';
import type { NewsEditorState } from './use-news-editor';

/** The cover image: shown as it will be, chosen, replaced or removed; the file goes with the save. */
export function CoverSection({ editor }: { editor: NewsEditorState }) {
  const { t } = useNewsText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { draft, setDraft, saved } = editor;
  const stored = saved?.imagePath ?? null;
  const source = coverSource(draft, stored);

  function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (file === undefined) return;
    const local = imageFileProblem(file);
    setProblem(local === null ? null : t(`cover.${local}`));
    if (local !== null) return;
    if (draft.cover.kind === 'new') URL.revokeObjectURL(draft.cover.url);
    setDraft({ cover: { kind: 'new', file, url: URL.createObjectURL(file) } });
  }

  function drop() {
    if (draft.cover.kind === 'new') URL.revokeObjectURL(draft.cover.url);
    setProblem(null);
    setDraft({ cover: stored === null ? { kind: 'keep' } : { kind: 'remove' } });
  }

  return (
    <section className="card card--stack cp-news-section" aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="cp-news-section__title">
          {t('cover.title')}
        </h3>
        <p id={`${id}-hint`} className="field__hint">
          {t('cover.hint')}
        </p>
      </div>
      <div className="cp-news-cover">
        {source === null ? (
          <div className="cp-news-cover__empty">
            <ImageGlyph width={28} height={28} aria-hidden="true" />
            <span>{t('cover.none')}</span>
          </div>
        ) : (
          <img className="cp-news-cover__image" src={source} alt={t('cover.alt')} />
        )}
      </div>
      {draft.cover.kind === 'new' ? (
        <p className="cp-news-note" role="status">
          {t('cover.pending', { name: draft.cover.file.name })}
        </p>
      ) : null}
      {draft.cover.kind === 'remove' ? (
        <p className="cp-news-note" role="status">
          {t('cover.removing')}{' '}
          <button type="button" className="link-button" onClick={() => setDraft({ cover: { kind: 'keep' } })}>
            {t('cover.undo')}
          </button>
        </p>
      ) : null}
      <p className="field__error" aria-live="polite">
        {problem}
      </p>
      <div className="cp-news-cover__actions">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={`${id}-hint`}
          onClick={() => input.current?.click()}
        >
          <ImageGlyph width={18} height={18} />
          {t(source === null ? 'cover.choose' : 'cover.replace')}
        </button>
        {source === null ? null : (
          <button type="button" className="button button--ghost cp-news-danger" onClick={drop}>
            <TrashIcon width={18} height={18} />
            {t('cover.remove')}
          </button>
        )}
      </div>
    </section>
  );
}
