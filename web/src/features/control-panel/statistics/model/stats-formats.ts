import { createPanelFormats, dated, finite, localeOf, type PanelFormats } from '../../shell/panel-formats';

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

export interface StatsFormats extends PanelFormats {
  /** One decimal, for averages of 1 to 5 ratings: 3,4 / 3.4. */
  decimal(value: number): string;
  /** A calendar day in full, with its weekday: tiistai 3. joulukuuta 2026 / Tuesday 3 December 2026. */
  longDate(value: string): string;
  /** A day on a chart's axis, without the year: 3.12. / 3 Dec. */
  axisDay(value: string): string;
}

/** The ISO week in a bucket label (`2026-W48`), or null for a day's label. */
export function weekOf(label: string): { year: number; week: number } | null {
  const match = ISO_WEEK.exec(label);
  return match === null ? null : { year: Number(match[1]), week: Number(match[2]) };
}

/** The statistics' figures in one language. A bare day is read in UTC so it never slips a day. */
export function createStatsFormats(language: string): StatsFormats {
  const locale = localeOf(language);
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const long = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const axis = new Intl.DateTimeFormat(
    locale,
    language === 'en'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { day: 'numeric', month: 'numeric', timeZone: 'UTC' },
  );
  return {
    ...createPanelFormats(language),
    decimal: finite((value) => oneDecimal.format(value)),
    longDate: dated(long),
    axisDay: dated(axis),
  };
}
