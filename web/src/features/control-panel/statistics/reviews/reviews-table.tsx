import type { ReviewDayRow } from '../../../../../../contracts/manage-statistics.codec';
import { StatsTable } from '../components/stats-table';
import { useStatsFormats } from '../components/use-stats-formats';
import { useStatisticsText } from '../i18n/texts';

/** A mean of 1 to 5 as a number and a short bar beside it (the bar for the eye; the number says it all). */
function Mean({ value, format }: { value: number; format: (value: number) => string }) {
  const width = `${Math.max(0, Math.min(1, (value - 1) / 4)) * 100}%`;
  return (
    <span className="cp-mean">
      <span className="cp-mean__value">{format(value)}</span>
      <span className="cp-mean__track" aria-hidden="true">
        <span className="cp-mean__fill" style={{ width }} />
      </span>
    </span>
  );
}

/** Each game date's number of reviews and average difficulty and fun, newest first. */
export function ReviewsTable({ days }: { days: readonly ReviewDayRow[] }) {
  const { t } = useStatisticsText();
  const formats = useStatsFormats();
  return (
    <StatsTable
      caption={t('reviews.table')}
      rows={days}
      rowKey={(day) => day.date}
      rowHeader={{ title: t('chart.columns.day'), cell: (day) => formats.date(day.date) }}
      columns={[
        { title: t('reviews.columns.reviews'), number: true, cell: (day) => formats.number(day.reviews) },
        {
          title: t('reviews.columns.difficulty'),
          cell: (day) => <Mean value={day.averageDifficulty} format={formats.decimal} />,
        },
        {
          title: t('reviews.columns.fun'),
          cell: (day) => <Mean value={day.averageFun} format={formats.decimal} />,
        },
      ]}
    />
  );
}
