const LOCALES: Record<string, string> = { fi: 'fi-FI', en: 'en-GB' };
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_WEEK = /^(\d{4})-W(\d{2})$/;
const NONE = '–';

export interface StatsFormats {
  /** Whole number with the language's grouping: 12 345 / 12,345. */
  number(value: number): string;
  /** One decimal, for averages of 1 to 5 ratings: 3,4 / 3.4. */
  decimal(value: number): string;
  /** A share of 0 to 1 in whole percent: 67 %. */
  share(value: number): string;
  /** A calendar day in a few characters: 3.12.2026 / 3 Dec 2026. */
  date(value: string): string;
  /** A calendar day in full, with its weekday: tiistai 3. joulukuuta 2026 / Tuesday 3 December 2026. */
  longDate(value: string): string;
  /** A day on a chart's axis, without the year: 3.12. / 3 Dec. */
  axisDay(value: string): string;
  /** A moment (ISO timestamp) as date and time: 3.12.2026 klo 14.05 / 3 Dec 2026, 14:05. */
  moment(value: string): string;
  /** A moment's clock time only: 14.05 / 14:05. */
  time(value: string): string;
}

const asDay = (value: string): Date | null => {
  if (!CALENDAR_DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The ISO week in a bucket label (`2026-W48`), or null for a day's label. */
export function weekOf(label: string): { year: number; week: number } | null {
  const match = ISO_WEEK.exec(label);
  return match === null ? null : { year: Number(match[1]), week: Number(match[2]) };
}

/** The statistics' figures in one language. A bare day is read in UTC so it never slips a day. */
export function createStatsFormats(language: string): StatsFormats {
  const locale = LOCALES[language] ?? LOCALES.fi;
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
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
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const finite = (format: (value: number) => string) => (value: number) =>
    Number.isFinite(value) ? format(value) : NONE;
  const dated = (format: Intl.DateTimeFormat) => (value: string) => {
    const date = asDay(value);
    return date === null ? value : format.format(date);
  };
  const timed = (format: Intl.DateTimeFormat) => (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? NONE : format.format(date);
  };
  return {
    number: finite((value) => whole.format(value)),
    decimal: finite((value) => oneDecimal.format(value)),
    share: finite((value) => percent.format(value)),
    date: dated(day),
    longDate: dated(long),
    axisDay: dated(axis),
    moment: timed(moment),
    time: timed(clock),
  };
}
