import { useMemo } from 'react';
import type { AnalyticsAnswer } from '../../../../../../contracts/analytics.codec';
import { EmptyState } from '../../../../components/page/view-states';
import { useRemote } from '../../../../lib/use-remote';
import { StatChart } from '../charts/stat-chart';
import { FigureCard } from '../components/figure-card';
import { PeriodPanel } from '../components/period-panel';
import { PeriodRange } from '../components/period-range';
import { useStatsAddress } from '../components/use-stats-address';
import { useStatsFormats } from '../components/use-stats-formats';
import { useStatisticsText } from '../i18n/texts';
import { useAnalyticsApi } from './use-analytics-api';
import { nothingCounted, socialChart, visitsChart, type AnalyticsSeries } from './analytics-charts';
import './analytics.css';

/** First-party analytics (DESIGN 11): the period's totals, then its series as two charts with tables. */
export function AnalyticsPanel() {
  const { t } = useStatisticsText();
  const api = useAnalyticsApi();
  const { period, setPeriod } = useStatsAddress();
  const stats = useRemote(
    ['statistics', 'analytics', period],
    (signal) => api.analytics(period, signal),
    'Analytics read failed',
  );
  return (
    <div className="cp-stats">
      <PeriodPanel
        titleId="cp-analytics-title"
        title={t('analytics.title')}
        period={period}
        onPeriod={setPeriod}
        read={stats}
      >
        {(value, refreshing) => <AnalyticsBody stats={value} refreshing={refreshing} />}
      </PeriodPanel>
    </div>
  );
}

function AnalyticsBody({ stats, refreshing }: { stats: AnalyticsAnswer; refreshing: boolean }) {
  const { t } = useStatisticsText();
  const formats = useStatsFormats();
  const visits = useMemo(() => visitsChart(stats.series), [stats.series]);
  const social = useMemo(() => socialChart(stats.series), [stats.series]);
  if (nothingCounted(stats.totals)) return <EmptyState>{t('analytics.empty')}</EmptyState>;

  const { totals } = stats;
  const figure = (key: AnalyticsSeries) => ({
    label: t(`analytics.series.${key}`),
    value: formats.number(totals[key]),
  });
  const weekly = stats.bucket === 'week';
  const chartProps = {
    seriesName: (key: AnalyticsSeries) => t(`analytics.series.${key}`),
    axisLabel: formats.axis,
    fullLabel: formats.full,
    xColumn: t(weekly ? 'chart.columns.week' : 'chart.columns.day'),
    format: formats.number,
  };
  return (
    <div className="cp-stats__body" data-refreshing={refreshing || undefined} aria-busy={refreshing}>
      <PeriodRange from={stats.from} to={stats.to} />
      <p className="cp-stats__hint">{t('analytics.consent')}</p>
      <dl className="cp-figures cp-figures--five">
        <FigureCard {...figure('pageViews')} />
        <FigureCard {...figure('gamesStarted')} />
        <FigureCard
          {...figure('gamesFinished')}
          note={
            totals.gamesStarted > 0
              ? t('analytics.totals.finishedShare', {
                  share: formats.share(totals.gamesFinished / totals.gamesStarted),
                })
              : undefined
          }
        />
        <FigureCard {...figure('shares')} />
        <FigureCard {...figure('registrations')} />
      </dl>
      <StatChart
        {...chartProps}
        data={visits}
        title={t(weekly ? 'analytics.visits.weekly' : 'analytics.visits.daily')}
        empty={t('analytics.empty')}
      />
      <StatChart
        {...chartProps}
        data={social}
        title={t(weekly ? 'analytics.social.weekly' : 'analytics.social.daily')}
        empty={t('analytics.emptySocial')}
        height={180}
      />
    </div>
  );
}
