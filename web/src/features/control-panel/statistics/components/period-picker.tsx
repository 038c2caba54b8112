import {
  STATISTICS_PERIODS,
  type StatisticsPeriod,
} from '../../../../../../domain/statistics/statistics-period';
import { useStatisticsText } from '../i18n/texts';

/** The period as a segmented control; 1y and all are read by ISO week, and the hint says so. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: StatisticsPeriod;
  onChange: (period: StatisticsPeriod) => void;
}) {
  const { t } = useStatisticsText();
  return (
    <div className="cp-stats-period">
      <div className="segmented" role="group" aria-label={t('period.label')}>
        {STATISTICS_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className="segmented__option"
            aria-pressed={period === value}
            title={t(`period.full.${period}`)}
            onClick={() => onChange(period)}
          >
            {t(`period.short.${period}`)}
          </button>
        ))}
      </div>
      {value === '1y' || value === 'all' ? <p className="cp-stats__hint">{t('period.byWeek')}</p> : null}
    </div>
  );
}
