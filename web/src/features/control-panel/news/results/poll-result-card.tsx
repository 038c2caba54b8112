import type { PollResultsAnswer } from '../../../../../../contracts/news.codec';
import { EmptyState, RemoteView } from '../../../../components/page/view-states';
import { useRemote, type RemoteKey } from '../../../../lib/use-remote';
import type { PanelFormats } from '../../shell/panel-formats';
import { useNewsApi } from '../api/use-news-api';
import { useErrorText } from '../components/use-error-text';
import { useNewsText } from '../i18n/texts';
import { resultBars } from '../model/poll-results';
import { FreeAnswers } from './free-answers';

/** The results of a news item's polls follow this key: one refresh reads them all again. */
export const pollResultsKey = (newsId: string): RemoteKey => ['managed-news', 'poll-results', newsId];

interface PollResultCardProps {
  newsId: string;
  pollId: string;
  number: number;
  formats: PanelFormats;
}

/** One poll's results: bars with votes and rounded shares, or the free answers, and the respondents. */
export function PollResultCard({ newsId, pollId, number, formats }: PollResultCardProps) {
  const api = useNewsApi();
  const errorText = useErrorText();
  const results = useRemote(
    [...pollResultsKey(newsId), pollId],
    (signal) => api.results(newsId, pollId, signal),
    'Poll results read failed',
  );
  return (
    <li className="cp-news-result">
      <RemoteView
        compact
        remote={results.remote}
        failed={results.remote.kind === 'failed' ? errorText(results.remote.error, 'resultsFailed') : ''}
        onRetry={results.reload}
      >
        {(answer) => <ResultBody answer={answer} number={number} formats={formats} />}
      </RemoteView>
    </li>
  );
}

function ResultBody({
  answer,
  number,
  formats,
}: {
  answer: PollResultsAnswer;
  number: number;
  formats: PanelFormats;
}) {
  const { t } = useNewsText();
  const { poll } = answer;
  const total = poll.totalResponses;
  return (
    <>
      <div className="cp-news-result__head">
        <p className="cp-news-result__number">{t('polls.number', { n: number })}</p>
        <h4 className="cp-news-result__question">{poll.question}</h4>
        <p className="cp-news-result__total">{t('results.total', { count: total })}</p>
      </div>
      {poll.type === 'free_form' ? (
        <FreeAnswers answers={answer.answers ?? []} formats={formats} />
      ) : total === 0 ? (
        <EmptyState compact>{t('results.noVotes')}</EmptyState>
      ) : (
        <>
          <ul className="cp-news-bars">
            {resultBars(poll).map((bar) => {
              const votes = t('results.votes', { count: bar.votes });
              const percent = formats.share(bar.percentage / 100);
              return (
                <li key={bar.id} className={`cp-news-bar-row${bar.leading ? ' is-leading' : ''}`}>
                  <div className="cp-news-bar-row__label">
                    <span className="cp-news-bar-row__text">{bar.text}</span>
                    <span className="cp-news-bar-row__figures">
                      <strong>{percent}</strong> · {votes}
                    </span>
                  </div>
                  <div
                    className="cp-news-bar-row__track"
                    role="meter"
                    aria-label={t('results.barLabel', { text: bar.text, votes, percent })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={bar.percentage}
                  >
                    {bar.votes > 0 ? (
                      <span className="cp-news-bar-row__fill" style={{ width: `${bar.share * 100}%` }} />
                    ) : null}
                  </div>
                  {bar.leading ? (
                    <span className="cp-news-bar-row__leading">{t('results.leading')}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {poll.allowMultiple ? <p className="cp-muted">{t('results.multiple')}</p> : null}
        </>
      )}
    </>
  );
}
