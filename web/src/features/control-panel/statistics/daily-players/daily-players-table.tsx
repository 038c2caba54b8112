import { TableScroll } from '../components/table-scroll';
import type { DailyPlayersRow } from '../../../../../../contracts/manage-statistics.codec';
import { useStatsFormats } from '../components/use-stats-formats';
import { useStatisticsText } from '../i18n/texts';

/** The page's days, newest first: the numbers the chart above draws, and each day's average score. */
export function DailyPlayersTable({ days }: { days: readonly DailyPlayersRow[] }) {
  const { t } = useStatisticsText();
  const formats = useStatsFormats();
  return (
    <TableScroll label={t('daily.table')}>
      <table className="cp-table">
        <caption className="visually-hidden">{t('daily.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.columns.day')}</th>
            <th scope="col" className="cp-table__number">
              {t('daily.series.players')}
            </th>
            <th scope="col" className="cp-table__number">
              {t('daily.series.wins')}
            </th>
            <th scope="col" className="cp-table__number">
              {t('daily.columns.winShare')}
            </th>
            <th scope="col" className="cp-table__number">
              {t('daily.columns.averageScore')}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formats.date(day.date)}</th>
              <td className="cp-table__number">{formats.number(day.players)}</td>
              <td className="cp-table__number">{formats.number(day.wins)}</td>
              <td className="cp-table__number">
                {day.players > 0 ? formats.share(day.wins / day.players) : '–'}
              </td>
              <td className="cp-table__number">{formats.number(day.averageScore)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
