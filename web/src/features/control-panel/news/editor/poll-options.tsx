import { useId, useRef } from 'react';
import { POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '../../../../../../domain/constants/news.constants';
import { CloseIcon, PlusIcon } from '../../../../components/ui/icons';
import { useNewsText } from '../i18n/texts';
import type { PollProblems } from '../model/news-form';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  moveOption,
  removeOption,
  setOptionText,
  type PollDraft,
} from '../model/poll-editor';
import { problemText } from '../model/problem-text';
import { ArrowDownGlyph, ArrowUpGlyph } from './editor-glyphs';

interface PollOptionsProps {
  poll: PollDraft;
  problems: PollProblems | undefined;
  onChange: (change: (poll: PollDraft) => PollDraft) => void;
}

/** A multiple-choice poll's options: each with its votes so far, moved up or down, added or removed. */
export function PollOptions({ poll, problems, onChange }: PollOptionsProps) {
  const { t } = useNewsText();
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const countError = problemText(t, problems?.options);
  const last = poll.options.length - 1;

  const add = () => {
    onChange(addOption);
    // The new option's box takes the focus once it is drawn.
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus(),
    );
  };

  return (
    <fieldset className="cp-news-fieldset" aria-describedby={`${id}-hint`}>
      <legend className="field__label">{t('polls.options')}</legend>
      <p id={`${id}-hint`} className="field__hint cp-news-fieldset__hint">
        {t('polls.optionsHint', { min: POLL_OPTIONS_MIN, max: POLL_OPTIONS_MAX })}
      </p>
      <ol ref={list} className="cp-news-options">
        {poll.options.map((option, index) => {
          const n = index + 1;
          const error = problemText(t, problems?.option[option.key]);
          return (
            <li key={option.key} className={`cp-news-option${error ? ' field--invalid' : ''}`}>
              <div className="cp-news-option__row">
                <span className="cp-news-option__number" aria-hidden="true">
                  {n}.
                </span>
                <input
                  className="field__input cp-news-option__input"
                  value={option.text}
                  aria-label={t('polls.option', { n })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-${option.key}-error` : undefined}
                  onChange={(event) => {
                    const text = event.target.value;
                    onChange((current) => setOptionText(current, option.key, text));
                  }}
                />
                <span className="cp-news-option__tools">
                  <button
                    type="button"
                    className="icon-button cp-news-option__tool"
                    aria-label={t('polls.moveUp', { n })}
                    aria-disabled={index === 0 || undefined}
                    onClick={() => index > 0 && onChange((current) => moveOption(current, option.key, -1))}
                  >
                    <ArrowUpGlyph width={16} height={16} />
                  </button>
                  <button
                    type="button"
                    className="icon-button cp-news-option__tool"
                    aria-label={t('polls.moveDown', { n })}
                    aria-disabled={index === last || undefined}
                    onClick={() => index < last && onChange((current) => moveOption(current, option.key, 1))}
                  >
                    <ArrowDownGlyph width={16} height={16} />
                  </button>
                  <button
                    type="button"
                    className="icon-button cp-news-option__tool cp-news-danger"
                    aria-label={t('polls.removeOption', { n })}
                    aria-disabled={!canRemoveOption(poll) || undefined}
                    onClick={() =>
                      canRemoveOption(poll) && onChange((current) => removeOption(current, option.key))
                    }
                  >
                    <CloseIcon width={16} height={16} />
                  </button>
                </span>
              </div>
              {option.votes > 0 ? (
                <p className="cp-news-option__votes">{t('polls.votes', { count: option.votes })}</p>
              ) : null}
              {error ? (
                <p id={`${id}-${option.key}-error`} className="field__error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {countError ? (
        <p className="field__error" role="alert">
          {countError}
        </p>
      ) : null}
      {canAddOption(poll) ? (
        <button
          type="button"
          className="button button--ghost button--small cp-news-option__add"
          onClick={add}
        >
          <PlusIcon width={16} height={16} />
          {t('polls.addOption')}
        </button>
      ) : null}
    </fieldset>
  );
}
