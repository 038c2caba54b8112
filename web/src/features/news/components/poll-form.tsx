import { useId, type FormEvent } from 'react';
import type { PollView } from '../../../../../contracts/news.codec';
import { FormAlert } from '../../../components/form/form-alert';
import { useNewsText } from '../i18n/texts';
import { choose, POLL_ANSWER_MAX_LENGTH, type PollDraft } from '../model/poll-form';
import type { PollFormError } from '../model/poll-failure';

interface PollFormProps {
  poll: PollView;
  /** The question's heading: it names the options and describes the free answer. */
  questionId: string;
  draft: PollDraft;
  error: PollFormError | null;
  sending: boolean;
  onDraft: (draft: PollDraft) => void;
  onSubmit: (event: FormEvent) => void;
}

export function PollForm({ poll, questionId, draft, error, sending, onDraft, onSubmit }: PollFormProps) {
  const t = useNewsText();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = (...ids: string[]) => [...ids, error === null ? null : errorId].filter(Boolean).join(' ');
  const errorText =
    error === null
      ? null
      : error === 'guestLoginRequired'
        ? t('poll.guestLoginRequired')
        : t(`poll.errors.${error}`, { max: POLL_ANSWER_MAX_LENGTH });

  return (
    <form className="news-poll__form" noValidate onSubmit={onSubmit}>
      {poll.type === 'free_form' ? (
        <div
          className={`field${error === 'answerRequired' || error === 'answerTooLong' ? ' field--invalid' : ''}`}
        >
          <label htmlFor={`${id}-text`} className="field__label">
            {t('poll.answerLabel')}
          </label>
          <textarea
            id={`${id}-text`}
            className="field__input news-poll__text"
            rows={3}
            maxLength={POLL_ANSWER_MAX_LENGTH}
            value={draft.text}
            aria-invalid={error === 'answerRequired' || error === 'answerTooLong'}
            aria-describedby={described(questionId, hintId)}
            onChange={(event) => onDraft({ ...draft, text: event.target.value })}
          />
          <p id={hintId} className="news-poll__hint news-poll__counter">
            {t('poll.charactersLeft', { count: Math.max(0, POLL_ANSWER_MAX_LENGTH - draft.text.length) })}
          </p>
        </div>
      ) : (
        <fieldset
          className="news-poll__options"
          aria-labelledby={questionId}
          aria-describedby={described(hintId)}
        >
          <p id={hintId} className="news-poll__hint">
            {poll.allowMultiple ? t('poll.chooseMany') : t('poll.chooseOne')}
          </p>
          {poll.options.map((option) => (
            <label key={option.id} className="news-poll__option">
              <input
                type={poll.allowMultiple ? 'checkbox' : 'radio'}
                name={`${id}-option`}
                value={option.id}
                checked={draft.selected.includes(option.id)}
                onChange={(event) => onDraft(choose(draft, poll, option.id, event.target.checked))}
              />
              <span>{option.text}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div id={errorId}>
        <FormAlert message={errorText} />
      </div>
      <button type="submit" className="button button--primary news-poll__submit" aria-disabled={sending}>
        {sending ? t('poll.submitting') : t('poll.submit')}
      </button>
    </form>
  );
}
