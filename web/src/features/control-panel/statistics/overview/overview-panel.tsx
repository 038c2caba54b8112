import { useMemo } from 'react';
import type { UserStatsAnswer } from '../../../../../../contracts/manage-statistics.codec';
import { useRemote } from '../../../../lib/use-remote';
import { useStatisticsApi } from '../api/use-statistics-api';
import { StatChart } from '../charts/stat-chart';
import { FigureCard } from '../components/figure-card';
import { PeriodPanel } from '../components/period-panel';
import { PeriodRange } from '../components/period-range';
import { useStatsAddress } from '../components/use-stats-address';
import { useStatsFormats } from '../components/use-stats-formats';
import { useStatisticsText } from '../i18n/texts';
import { overviewChart } from '../model/chart-model';
import { ActiveNow } from './active-now';

/** Playing now, then the period's totals and its players, games and registrations bucket by bucket. */
export function OverviewPanel() {
  const { t } = useStatisticsText();
  const api = useStatisticsApi();
  const { period, setPeriod } = useStatsAddress();
  const stats = useRemote(
    ['statistics', 'users', period],
    (signal) => api.userStats(period, signal),
    'User statistics read failed',
  );

  return (
    <div className="cp-stats">
      <ActiveNow />
      <PeriodPanel
        titleId="cp-overview-title"
        title={t('overview.title')}
        period={period}
        onPeriod={setPeriod}
        read={stats}
      >
        {(value, refreshing) => <OverviewBody stats={value} refreshing={refreshing} />}
      </PeriodPanel>
    </div>
  );
}

function OverviewBody({ stats, refreshing }: { stats: UserStatsAnswer; refreshing: boolean }) {
  const { t } = useStatisticsText();
  const formats = useStatsFormats();
  const chart = useMemo(() => overviewChart(stats.series), [stats.series]);
  const { totals } = stats;
  const winShare = totals.games > 0 ? totals.wins / totals.games : null;
  return (
    <div className="cp-stats__body" data-refreshing={refreshing || undefined} aria-busy={refreshing}>
      <PeriodRange from={stats.from} to={stats.to} />
      <dl className="cp-figures">
        <FigureCard label={t('overview.totals.users')} value={formats.number(totals.users)} />
        <FigureCard label={t('overview.totals.registrations')} value={formats.number(totals.registrations)} />
        <FigureCard label={t('overview.totals.activePlayers')} value={formats.number(totals.activePlayers)} />
        <FigureCard
          label={t('overview.totals.games')}
          value={formats.number(totals.games)}
          note={
            winShare === null
              ? undefined
              : t('overview.totals.wins', {
                  wins: formats.number(totals.wins),
                  share: formats.share(winShare),
                })
          }
        />
      </dl>
      <StatChart
        data={chart}
        title={t(stats.bucket === 'week' ? 'overview.chartWeekly' : 'overview.chartDaily')}
        seriesName={(key) => t(`overview.series.${key}`)}
        axisLabel={formats.axis}
        fullLabel={formats.full}
        xColumn={t(stats.bucket === 'week' ? 'chart.columns.week' : 'chart.columns.day')}
        format={formats.number}
        empty={t('overview.empty')}
      />
    </div>
  );
}
