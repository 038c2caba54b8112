import { useMemo } from 'react';
import type { DailyPlayersAnswer } from '../../../../../../contracts/manage-statistics.codec';
import { EmptyState } from '../../../../components/page/view-states';
import { useRemote } from '../../../../lib/use-remote';
import { Pager } from '../../shell/pager';
import { useStatisticsApi } from '../api/use-statistics-api';
import { StatChart } from '../charts/stat-chart';
import { PeriodPanel } from '../components/period-panel';
import { useStatsAddress } from '../components/use-stats-address';
import { useStatsFormats } from '../components/use-stats-formats';
import { useStatisticsText } from '../i18n/texts';
import { dailyPlayersChart } from '../model/chart-model';
import { DailyPlayersTable } from './daily-players-table';

/** Players day by day, 30 days a page: the page's days as a line, and the same days as a table below. */
export function DailyPlayersPanel() {
  const { t } = useStatisticsText();
  const api = useStatisticsApi();
  const { period, page, setPeriod, setPage } = useStatsAddress();
  const days = useRemote(
    ['statistics', 'daily-players', period, page],
    (signal) => api.dailyPlayers(period, page, signal),
    'Daily players read failed',
  );
  return (
    <PeriodPanel
      titleId="cp-daily-title"
      title={t('daily.title')}
      period={period}
      onPeriod={setPeriod}
      read={days}
    >
      {(value, refreshing) => <DailyPlayersBody answer={value} refreshing={refreshing} onPage={setPage} />}
    </PeriodPanel>
  );
}

function DailyPlayersBody({
  answer,
  refreshing,
  onPage,
}: {
  answer: DailyPlayersAnswer;
  refreshing: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useStatisticsText();
  const formats = useStatsFormats();
  const chart = useMemo(() => dailyPlayersChart(answer.days), [answer.days]);
  if (answer.days.length === 0) return <EmptyState>{t('daily.empty')}</EmptyState>;
  return (
    <div className="cp-stats__body" data-refreshing={refreshing || undefined} aria-busy={refreshing}>
      <StatChart
        data={chart}
        title={t('daily.chart')}
        seriesName={(key) => t(`daily.series.${key}`)}
        axisLabel={formats.axis}
        fullLabel={formats.full}
        xColumn={t('chart.columns.day')}
        format={formats.number}
        empty={t('daily.empty')}
      />
      <DailyPlayersTable days={answer.days} />
      <Pager page={answer.currentPage} pages={answer.pages} busy={refreshing} onChange={onPage} />
    </div>
  );
}
