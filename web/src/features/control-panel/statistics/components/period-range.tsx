import { useStatisticsText } from '../i18n/texts';
import { useStatsFormats } from './use-stats-formats';

/** The dates a period's answer covers: "from … to …", or "up to …" for all time. */
export function PeriodRange({ from, to }: { from: string | null; to: string }) {
  const { t } = useStatisticsText();
  const formats = useStatsFormats();
  return (
    <p className="cp-stats__range">
      {from === null
        ? t('overview.rangeAll', { to: formats.date(to) })
        : t('overview.range', { from: formats.date(from), to: formats.date(to) })}
    </p>
  );
}
