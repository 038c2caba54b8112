import { useId } from 'react';
import { useNewsText } from '../i18n/texts';
import type { PollDraft } from '../model/poll-editor';

/** A poll as players meet it, drawn but inert: the preview takes no answers. */
export function PreviewPoll({ poll }: { poll: PollDraft }) {
  const { t } = useNewsText();
  const id = useId();
  const freeForm = poll.type === 'free_form';
  return (
    <div
      className="cp-news-slide__poll"
      role="group"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-inert`}
    >
      <p id={`${id}-question`} className="cp-news-slide__question">
        {poll.question.trim() || '…'}
      </p>
      {freeForm ? (
        <label className="cp-news-slide__answer">
          <span className="visually-hidden">{t('preview.answer')}</span>
          <textarea rows={2} placeholder={t('preview.answer')} disabled />
        </label>
      ) : (
        <>
          <p className="cp-news-slide__choose">
            {t(poll.allowMultiple ? 'preview.chooseMany' : 'preview.chooseOne')}
          </p>
          <ul className="cp-news-slide__options">
            {poll.options.map((option) => (
              <li key={option.key}>
                <label>
                  <input type={poll.allowMultiple ? 'checkbox' : 'radio'} name={id} disabled />
                  <span>{option.text.trim() || '…'}</span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      <span className="button button--primary button--small cp-news-slide__submit" aria-hidden="true">
        {t('preview.submit')}
      </span>
      <p id={`${id}-inert`} className="visually-hidden">
        {t('preview.inert')}
      </p>
    </div>
  );
}
