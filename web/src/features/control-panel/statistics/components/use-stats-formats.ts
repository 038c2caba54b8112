import { useMemo } from 'react';
import { useStatisticsText } from '../i18n/texts';
import { createStatsFormats, weekOf, type StatsFormats } from '../model/stats-formats';

export interface BucketLabels {
  /** On a chart's axis: 3.12. / 3 Dec, or vko 48 / W48. */
  axis: (label: string) => string;
  /** In a table or a readout: 3.12.2026 / 3 Dec 2026, or vko 48/2026 / week 48, 2026. */
  full: (label: string) => string;
}

/** The tab's number and date formats in the editor's language, and how a day or an ISO week is named. */
export function useStatsFormats(): StatsFormats & BucketLabels {
  const { t, language } = useStatisticsText();
  return useMemo(() => {
    const formats = createStatsFormats(language);
    const named = (label: string, short: boolean) => {
      const week = weekOf(label);
      if (week !== null) return t(short ? 'chart.weekShort' : 'chart.week', week);
      return short ? formats.axisDay(label) : formats.date(label);
    };
    return { ...formats, axis: (label) => named(label, true), full: (label) => named(label, false) };
  }, [language, t]);
}
