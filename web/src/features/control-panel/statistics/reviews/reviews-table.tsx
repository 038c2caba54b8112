import { TableScroll } from '../components/table-scroll';
import type { ReviewDayRow } from '../../../../../../contracts/manage-statistics.codec';
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
    <TableScroll label={t('reviews.table')}>
      <table className="cp-table">
        <caption className="visually-hidden">{t('reviews.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.columns.day')}</th>
            <th scope="col" className="cp-table__number">
              {t('reviews.columns.reviews')}
            </th>
            <th scope="col">{t('reviews.columns.difficulty')}</th>
            <th scope="col">{t('reviews.columns.fun')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formats.date(day.date)}</th>
              <td className="cp-table__number">{formats.number(day.reviews)}</td>
              <td>
                <Mean value={day.averageDifficulty} format={formats.decimal} />
              </td>
              <td>
                <Mean value={day.averageFun} format={formats.decimal} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
