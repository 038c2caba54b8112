import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { NewsItemView } from '../../../../../../contracts/news.codec';
import { EmptyState } from '../../../../components/page/view-states';
import { createPanelFormats } from '../../shell/panel-formats';
import { useNewsText } from '../i18n/texts';
import { PollResultCard, pollResultsKey } from './poll-result-card';
import './results.css';

/** Every stored poll's results, read fresh when shown and again on request. */
export function PollResults({ item }: { item: NewsItemView }) {
  const { t, language } = useNewsText();
  const formats = useMemo(() => createPanelFormats(language), [language]);
  const queryClient = useQueryClient();
  return (
    <section className="cp-news-results" aria-labelledby="cp-news-results-title">
      <div className="split-row">
        <h3 id="cp-news-results-title" className="cp-news-section__title">
          {t('editor.views.results')}
        </h3>
        {item.polls.length > 0 ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void queryClient.invalidateQueries({ queryKey: pollResultsKey(item._id) })}
          >
            {t('results.refresh')}
          </button>
        ) : null}
      </div>
      {item.polls.length === 0 ? (
        <EmptyState>{t('results.none')}</EmptyState>
      ) : (
        <>
          <p className="cp-muted">{t('results.intro')}</p>
          <ol className="cp-news-results__list">
            {item.polls.map((poll, index) => (
              <PollResultCard
                key={poll.id}
                newsId={item._id}
                pollId={poll.id}
                number={index + 1}
                formats={formats}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
