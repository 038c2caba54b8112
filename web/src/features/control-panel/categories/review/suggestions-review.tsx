import { useRef, useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { EmptyState, RemoteView } from '../../../../components/page/view-states';
import { useRemote } from '../../../../lib/use-remote';
import { useCategoriesApi } from '../api/use-categories-api';
import { Pager } from '../../shell/pager';
import { useCategoriesText } from '../i18n/texts';
import { StatusFilter } from './status-filter';
import { SuggestionCard } from './suggestion-card';
import { useReviewQuery } from './use-review-query';
import './review.css';

type Notice = { tone: 'success' | 'error'; message: string };

/**
 * Players' suggestions by status (pending first): approve into the bank, edit then approve, or decline.
 * A suggestion another moderator reviewed meanwhile refreshes the list with a word about it.
 */
export function SuggestionsReview() {
  const { t } = useCategoriesText();
  const api = useCategoriesApi();
  const { query, chooseStatus, goToPage } = useReviewQuery();
  const list = useRemote(
    ['category-suggestions', query.status, query.page],
    (signal) => api.suggestions(query, signal),
    'Suggestions unavailable',
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  /** The reviewed card leaves the list: the heading takes the focus it had, the notice says what happened. */
  function reviewed(next: Notice) {
    setNotice(next);
    list.reload();
    heading.current?.focus();
  }

  return (
    <section className="card card--stack categories-panel" aria-labelledby="review-title">
      <div className="categories-panel__heading">
        <h2 id="review-title" ref={heading} tabIndex={-1} className="card__title">
          {t('review.title')}
        </h2>
      </div>
      <p className="categories-panel__intro">{t('review.intro')}</p>
      <StatusFilter
        value={query.status}
        onChange={(status) => {
          setNotice(null);
          chooseStatus(status);
        }}
      />
      <FormAlert tone={notice?.tone} message={notice?.message} />
      <RemoteView remote={list.remote} failed={t('review.loadFailed')} onRetry={list.reload}>
        {(answer, refreshing) =>
          answer.suggestions.length === 0 ? (
            <EmptyState>{t(`review.empty.${query.status}`)}</EmptyState>
          ) : (
            <>
              <ul
                className="review-list"
                aria-label={t('review.list')}
                aria-busy={refreshing}
                data-refreshing={refreshing || undefined}
              >
                {answer.suggestions.map((suggestion) => (
                  <SuggestionCard
                    key={suggestion.id}
                    suggestion={suggestion}
                    onReviewed={(message) => reviewed({ tone: 'success', message })}
                    onStale={(message) => reviewed({ tone: 'error', message })}
                  />
                ))}
              </ul>
              <Pager
                page={answer.currentPage}
                pages={answer.pages}
                onChange={(page) => {
                  goToPage(page);
                  heading.current?.scrollIntoView({ block: 'start' });
                }}
                busy={refreshing}
              />
            </>
          )
        }
      </RemoteView>
    </section>
  );
}
