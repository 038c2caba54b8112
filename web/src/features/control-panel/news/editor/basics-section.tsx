import { useId } from 'react';
import { NEWS_TITLE_MAX_LENGTH } from '../../../../../../domain/constants/news.constants';
import { ActiveSwitch } from '../../shell/active-switch';
import { useNewsText } from '../i18n/texts';
import { problemText } from '../model/problem-text';
import type { NewsEditorState } from './use-news-editor';

/** The title (with its count against the limit) and whether players see the item. */
export function BasicsSection({ editor }: { editor: NewsEditorState }) {
  const { t } = useNewsText();
  const id = useId();
  const { draft, setDraft, problems } = editor;
  const error = problemText(t, problems.title);
  const used = draft.title.trim().length;
  return (
    <section className="card card--stack cp-news-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="cp-news-section__title">
        {t('basics.title')}
      </h3>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <div className="cp-news-label-row">
          <label htmlFor={`${id}-heading`} className="field__label">
            {t('basics.heading')}
          </label>
          <span
            className={`cp-news-counter${used > NEWS_TITLE_MAX_LENGTH ? ' is-over' : ''}`}
            aria-hidden="true"
          >
            {t('basics.counter', { used, max: NEWS_TITLE_MAX_LENGTH })}
          </span>
        </div>
        <input
          id={`${id}-heading`}
          className="field__input"
          value={draft.title}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-heading-error`}
          onChange={(event) => setDraft({ title: event.target.value })}
        />
        <p id={`${id}-heading-error`} className="field__error" aria-live="polite">
          {error}
        </p>
      </div>
      <div className="cp-news-switch-row">
        <div>
          <p id={`${id}-active`} className="field__label">
            {t('basics.active')}
          </p>
          <p id={`${id}-active-hint`} className="field__hint">
            {t('basics.activeHint')}
          </p>
        </div>
        <ActiveSwitch
          checked={draft.active}
          onChange={(active) => setDraft({ active })}
          labelledBy={`${id}-active`}
          describedBy={`${id}-active-hint`}
          onText={t('switch.on')}
          offText={t('switch.off')}
        />
      </div>
    </section>
  );
}
