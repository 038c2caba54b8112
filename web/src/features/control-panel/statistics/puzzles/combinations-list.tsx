import { EmptyState, ErrorState, LoadingState } from '../../../../components/page/view-states';
import { CheckIcon, CrossIcon } from '../../../../components/ui/icons';
import { isApiError } from '../../../../lib/api';
import { useRemote } from '../../../../lib/use-remote';
import { Pager } from '../../shell/pager';
import { useStatisticsApi } from '../api/use-statistics-api';
import { useErrorText } from '../components/use-error-text';
import { useStatsFormats } from '../components/use-stats-formats';
import { useStatisticsText } from '../i18n/texts';

/** The date's combinations, most tried first; a group found is marked by an icon and a word, not colour. */
export function CombinationsList({
  date,
  page,
  onPage,
}: {
  date: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useStatisticsText();
  const api = useStatisticsApi();
  const formats = useStatsFormats();
  const errorText = useErrorText();
  const { remote, reload } = useRemote(
    ['statistics', 'combinations', date, page],
    (signal) => api.combinationsOf(date, page, signal),
    'Combinations read failed',
  );
  // Another date's guesses would mislead; another page of the same date may stay while the next loads.
  const stale = remote.kind === 'ready' && remote.value.date !== date;

  let body;
  if (remote.kind === 'loading' || stale) body = <LoadingState compact />;
  else if (remote.kind === 'failed')
    body = isApiError(remote.error, 'GAME_NOT_FOUND') ? (
      <EmptyState compact>{t('puzzles.noGame')}</EmptyState>
    ) : (
      <ErrorState compact message={errorText(remote.error, 'loadFailed')} onRetry={reload} />
    );
  else if (remote.value.combinations.length === 0)
    body = <EmptyState compact>{t('combinations.empty')}</EmptyState>;
  else {
    const { combinations, currentPage, pages } = remote.value;
    body = (
      <div
        className="cp-stats__body"
        data-refreshing={remote.refreshing || undefined}
        aria-busy={remote.refreshing}
      >
        <ul className="cp-combos">
          {combinations.map((combination) => (
            <li
              key={combination.words.join('|')}
              className={`cp-combo${combination.correct ? ' is-correct' : ''}`}
            >
              <span className="cp-combo__words">
                {combination.words.map((word) => (
                  <span key={word} className="cp-combo__word">
                    {word}
                  </span>
                ))}
              </span>
              <span className="cp-combo__facts">
                <span className={`cp-combo__verdict${combination.correct ? ' is-correct' : ''}`}>
                  {combination.correct ? (
                    <CheckIcon width={16} height={16} />
                  ) : (
                    <CrossIcon width={16} height={16} />
                  )}
                  {t(combination.correct ? 'combinations.correct' : 'combinations.wrong')}
                </span>
                <span className="cp-combo__count">
                  {t('combinations.attempts', {
                    count: combination.attempts,
                    formatted: formats.number(combination.attempts),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <Pager page={currentPage} pages={pages} busy={remote.refreshing} onChange={onPage} />
      </div>
    );
  }
  return (
    <section className="card card--stack cp-stats__panel" aria-labelledby="cp-combos-title">
      <div>
        <h2 id="cp-combos-title" className="card__title">
          {t('combinations.title')}
        </h2>
        <p className="cp-stats__hint">{t('combinations.intro')}</p>
      </div>
      {body}
    </section>
  );
}
