import { formatCombinedPoints } from '../../../../../domain/formatting/combined-points';
import { formatGameTime } from '../../../../../domain/formatting/game-time';

const LOCALES: Record<string, string> = { fi: 'fi-FI', en: 'en-GB' };
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Formats {
  /** Whole number with the language's grouping: 12 345 / 12,345. */
  number(value: number): string;
  /** A win rate in whole percent (the server's 0-100) as 67 %. */
  percent(value: number): string;
  /** A calendar day or a timestamp as a short date (14.3.2026 / 14 Mar 2026); a dash when unknown. */
  shortDate(value: string | null): string;
  /** A game date as a long date (14. maaliskuuta 2026 / 14 March 2026). */
  longDate(value: string): string;
  /** Hardcore points: 12,35k / 12.35k. */
  points(value: number): string;
  /** Seconds as minutes:seconds. */
  time(seconds: number): string;
}

const NONE = '–';

function asDate(value: string): { date: Date; day: boolean } | null {
  const day = CALENDAR_DAY.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, day };
}

/** The figures of the scoreboards in one language. A bare day is read in UTC so it never slips a day. */
export function createFormats(language: string): Formats {
  const locale = LOCALES[language] ?? LOCALES.fi;
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const dateFormat = (style: 'short' | 'long', utc: boolean) =>
    new Intl.DateTimeFormat(locale, {
      ...(style === 'short' ? { day: 'numeric', month: 'short', year: 'numeric' } : { dateStyle: 'long' }),
      ...(utc ? { timeZone: 'UTC' } : {}),
    });
  const format = (style: 'short' | 'long', value: string | null) => {
    const read = value === null ? null : asDate(value);
    return read === null ? (value ?? NONE) : dateFormat(style, read.day).format(read.date);
  };
  return {
    number: (value) => (Number.isFinite(value) ? whole.format(value) : NONE),
    percent: (value) => (Number.isFinite(value) ? percent.format(value / 100) : NONE),
    shortDate: (value) => (value === null ? NONE : format('short', value)),
    longDate: (value) => format('long', value),
    points: (value) => formatCombinedPoints(value, locale),
    time: formatGameTime,
  };
}
