import type { DailyPlayersRow } from '../../../../../../contracts/manage-statistics.codec';
import { StatsTable } from '../components/stats-table';
import { useStatsFormats } from '../components/use-stats-formats';
import { useStatisticsText } from '../i18n/texts';

/** The page's days, newest first: the numbers the chart above draws, and each day's average score. */
export function DailyPlayersTable({ days }: { days: readonly DailyPlayersRow[] }) {
  const { t } = useStatisticsText();
  const formats = useStatsFormats();
  return (
    <StatsTable
      caption={t('daily.table')}
      rows={days}
      rowKey={(day) => day.date}
      rowHeader={{ title: t('chart.columns.day'), cell: (day) => formats.date(day.date) }}
      columns={[
        { title: t('daily.series.players'), number: true, cell: (day) => formats.number(day.players) },
        { title: t('daily.series.wins'), number: true, cell: (day) => formats.number(day.wins) },
        {
          title: t('daily.columns.winShare'),
          number: true,
          cell: (day) => (day.players > 0 ? formats.share(day.wins / day.players) : '–'),
        },
        {
          title: t('daily.columns.averageScore'),
          number: true,
          cell: (day) => formats.number(day.averageScore),
        },
      ]}
    />
  );
}
