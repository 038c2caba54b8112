import { useId } from 'react';
import { POLL_FREE_FORM_MAX_LENGTH } from '../../../../../../domain/constants/news.constants';
import { TrashIcon } from '../../../../components/ui/account-icons';
import { useNewsText } from '../i18n/texts';
import type { PollProblems } from '../model/news-form';
import { setPollType, type PollDraft } from '../model/poll-editor';
import { problemText } from '../model/problem-text';
import { ArrowDownGlyph, ArrowUpGlyph } from './editor-glyphs';
import { PollOptions } from './poll-options';

interface PollEditorProps {
  poll: PollDraft;
  index: number;
  count: number;
  problems: PollProblems | undefined;
  onChange: (change: (poll: PollDraft) => PollDraft) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

const TYPES = ['multiple_choice', 'free_form'] as const;

/** One poll: its question, how players answer (locked once anyone has), and the options. */
export function PollEditor({ poll, index, count, problems, onChange, onMove, onRemove }: PollEditorProps) {
  const { t } = useNewsText();
  const id = useId();
  const n = index + 1;
  const locked = poll.id !== undefined && poll.responses > 0;
  const questionError = problemText(t, problems?.question) ?? problemText(t, problems?.poll);
  return (
    <li className="cp-news-poll">
      <div className="cp-news-poll__head">
        <h4 className="cp-news-poll__title">{t('polls.number', { n })}</h4>
        <span className="cp-news-poll__tools">
          <button
            type="button"
            className="icon-button"
            aria-label={t('polls.movePollUp', { n })}
            aria-disabled={index === 0 || undefined}
            onClick={() => index > 0 && onMove(-1)}
          >
            <ArrowUpGlyph width={18} height={18} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('polls.movePollDown', { n })}
            aria-disabled={index === count - 1 || undefined}
            onClick={() => index < count - 1 && onMove(1)}
          >
            <ArrowDownGlyph width={18} height={18} />
          </button>
          <button
            type="button"
            className="icon-button cp-news-danger"
            aria-label={t('polls.removePollNamed', { n })}
            onClick={onRemove}
          >
            <TrashIcon width={18} height={18} />
          </button>
        </span>
      </div>
      {poll.responses > 0 ? (
        <p className="cp-news-note">
          {t(poll.type === 'free_form' ? 'polls.answeredFree' : 'polls.answered', { count: poll.responses })}
        </p>
      ) : null}
      <div className={`field${questionError ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-question`} className="field__label">
          {t('polls.question')}
        </label>
        <input
          id={`${id}-question`}
          className="field__input"
          value={poll.question}
          aria-invalid={questionError ? true : undefined}
          aria-describedby={`${id}-question-error`}
          onChange={(event) => {
            const question = event.target.value;
            onChange((current) => ({ ...current, question }));
          }}
        />
        <p id={`${id}-question-error`} className="field__error" aria-live="polite">
          {questionError}
        </p>
      </div>
      <fieldset className="cp-news-fieldset">
        <legend className="field__label">{t('polls.type')}</legend>
        <div
          className="segmented segmented--fill"
          role="radiogroup"
          aria-describedby={locked ? `${id}-locked` : undefined}
        >
          {TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              className="segmented__option"
              aria-checked={poll.type === type}
              aria-disabled={(locked && poll.type !== type) || undefined}
              onClick={() => {
                if (!locked) onChange((current) => setPollType(current, type));
              }}
            >
              {t(`polls.types.${type}`)}
            </button>
          ))}
        </div>
        {locked ? (
          <p id={`${id}-locked`} className="field__hint">
            {t('polls.typeLocked')}
          </p>
        ) : null}
      </fieldset>
      {poll.type === 'free_form' ? (
        <p className="field__hint">{t('polls.freeFormHint', { max: POLL_FREE_FORM_MAX_LENGTH })}</p>
      ) : (
        <>
          <label className="cp-news-check">
            <input
              type="checkbox"
              checked={poll.allowMultiple}
              // Answers with several choices stay valid only while the poll allows several (the server agrees).
              disabled={locked && poll.allowMultiple}
              aria-describedby={locked && poll.allowMultiple ? `${id}-locked` : undefined}
              onChange={(event) => {
                const allowMultiple = event.target.checked;
                onChange((current) => ({ ...current, allowMultiple }));
              }}
            />
            <span>
              <span className="cp-news-check__label">{t('polls.allowMultiple')}</span>
              <span className="field__hint">{t('polls.allowMultipleHint')}</span>
            </span>
          </label>
          <PollOptions poll={poll} problems={problems} onChange={onChange} />
        </>
      )}
    </li>
  );
}
