import { useMemo } from 'react';
import type { GameReviewsAnswer } from '../../../../../../contracts/manage-statistics.codec';
import { useRemote } from '../../../../lib/use-remote';
import { Pager } from '../../shell/pager';
import { useStatisticsApi } from '../api/use-statistics-api';
import { StatChart } from '../charts/stat-chart';
import { DateField } from '../components/date-field';
import { PeriodPanel } from '../components/period-panel';
import { useStatsAddress } from '../components/use-stats-address';
import { useStatsFormats } from '../components/use-stats-formats';
import { useStatisticsText } from '../i18n/texts';
import { averageRating, ratingsChart } from '../model/chart-model';
import { ReviewsTable } from './reviews-table';

/** Players' ratings of the games: how difficulty and fun spread over 1 to 5, and each date's averages. */
export function ReviewsPanel() {
  const { t } = useStatisticsText();
  const api = useStatisticsApi();
  const { period, page, date, setPeriod, setPage, setDate } = useStatsAddress();
  const searchDate = date('date') ?? '';
  const reviews = useRemote(
    ['statistics', 'reviews', period, page, searchDate],
    (signal) => api.reviews({ period, page, searchDate }, signal),
    'Reviews read failed',
  );
  return (
    <PeriodPanel
      titleId="cp-reviews-title"
      title={t('reviews.title')}
      period={period}
      onPeriod={setPeriod}
      filters={
        <DateField
          label={t('reviews.search')}
          value={searchDate === '' ? null : searchDate}
          onChange={(value) => setDate('date', value)}
          clearLabel={t('reviews.clear')}
        />
      }
      read={reviews}
    >
      {(value, refreshing) => (
        <ReviewsBody answer={value} refreshing={refreshing} searchDate={searchDate} onPage={setPage} />
      )}
    </PeriodPanel>
  );
}

function ReviewsBody({
  answer,
  refreshing,
  searchDate,
  onPage,
}: {
  answer: GameReviewsAnswer;
  refreshing: boolean;
  searchDate: string;
  onPage: (page: number) => void;
}) {
  const { t } = useStatisticsText();
  const formats = useStatsFormats();
  const chart = useMemo(() => ratingsChart(answer.distribution), [answer.distribution]);
  const means = chart.series.map((series) => ({ key: series.key, mean: averageRating(series.values) }));
  const empty =
    searchDate === '' ? t('reviews.empty') : t('reviews.emptyDate', { date: formats.date(searchDate) });
  return (
    <div className="cp-stats__body" data-refreshing={refreshing || undefined} aria-busy={refreshing}>
      {means.every((entry) => entry.mean === null) ? null : (
        <dl className="cp-figures cp-figures--two">
          {means.map((entry) => (
            <div key={entry.key} className="cp-figure">
              <dt className="cp-figure__label">{t(`reviews.mean.${entry.key}`)}</dt>
              <dd className="cp-figure__value">
                {entry.mean === null ? '–' : formats.decimal(entry.mean)}
                <span className="cp-figure__unit"> / 5</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <StatChart
        data={chart}
        title={t('reviews.chart')}
        seriesName={(key) => t(`reviews.series.${key}`)}
        axisLabel={(rating) => rating}
        fullLabel={(rating) => t('reviews.rating', { rating })}
        xColumn={t('chart.columns.rating')}
        format={formats.number}
        empty={empty}
        height={200}
      />
      {answer.days.length === 0 ? null : (
        <>
          <h3 className="cp-stats__subtitle">{t('reviews.table')}</h3>
          <ReviewsTable days={answer.days} />
          <Pager page={answer.currentPage} pages={answer.pages} busy={refreshing} onChange={onPage} />
        </>
      )}
    </div>
  );
}
