import { useState } from 'react';
import { EmptyState } from '../../../../components/page/view-states';
import type { PanelFormats } from '../../shell/panel-formats';
import { useNewsText } from '../i18n/texts';

/** Shown at first, and added with each "show more": a long list stays readable on a phone. */
const STEP = 20;

/** A free-form poll's answers, newest first, each with its time. */
export function FreeAnswers({
  answers,
  formats,
}: {
  answers: { text: string; at: string }[];
  formats: PanelFormats;
}) {
  const { t } = useNewsText();
  const [shown, setShown] = useState(STEP);
  if (answers.length === 0) return <EmptyState compact>{t('results.noVotes')}</EmptyState>;
  const left = answers.length - shown;
  return (
    <div className="cp-news-answers">
      <p className="cp-news-answers__title">{t('results.answers')}</p>
      <ul className="cp-news-answers__list">
        {answers.slice(0, shown).map((answer, index) => (
          <li key={`${answer.at}:${index}`} className="cp-news-answer">
            <p className="cp-news-answer__text">{answer.text}</p>
            <p className="cp-news-answer__time">{formats.moment(answer.at)}</p>
          </li>
        ))}
      </ul>
      {left > 0 ? (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setShown((n) => n + STEP)}
        >
          {t('results.showMore', { count: left })}
        </button>
      ) : null}
    </div>
  );
}
