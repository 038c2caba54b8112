import type { PollView } from '../../../../../contracts/news.codec';
import { CheckIcon } from '../../../components/ui/icons';
import { useNewsText } from '../i18n/texts';
import { pollResultsView } from '../model/poll-results';

/** Bars with rounded shares, the caller's own choice ticked and named (not by colour alone), the total. */
export function PollResults({ poll }: { poll: PollView }) {
  const t = useNewsText();
  const view = pollResultsView(poll);
  return (
    <div className="poll-results">
      <p className="visually-hidden">{t('poll.results')}</p>
      {view.kind === 'choice' ? (
        <ul className="poll-results__list">
          {view.rows.map((row) => (
            <li key={row.id} className={`poll-result${row.mine ? ' poll-result--mine' : ''}`}>
              <div className="poll-result__head">
                <span className="poll-result__text">
                  {row.mine ? <CheckIcon className="poll-result__tick" /> : null}
                  <span>
                    {row.text}
                    {row.mine ? <span className="poll-result__mine">{t('poll.yourChoice')}</span> : null}
                  </span>
                </span>
                <span className="poll-result__figure">
                  {t('poll.percent', { percent: row.percent })}
                  <span className="poll-result__votes"> · {t('poll.votes', { count: row.votes })}</span>
                </span>
              </div>
              <div className="poll-result__bar" aria-hidden="true">
                <span className="poll-result__fill" style={{ inlineSize: `${row.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      ) : view.myAnswer === null ? null : (
        <div className="poll-results__answer">
          <p className="poll-result__mine poll-results__label">{t('poll.yourAnswer')}</p>
          <blockquote className="poll-results__quote">{view.myAnswer}</blockquote>
        </div>
      )}
      <p className="poll-results__total">{t('poll.total', { count: view.total })}</p>
    </div>
  );
}
