import { formatGameTime } from '../../../../../../domain/formatting/game-time';
import { formatShortDate } from '../../../../lib/format-date';
import { localeOf } from '../../shell/panel-formats';

// How the tab shows days, times and figures in the UI language; what cannot be read is shown as it came.

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (`YYYY-MM-DD`, or the day of a timestamp) in a few characters: 27.11.2026, 27 Nov 2026. */
export function formatDay(value: string, language: string): string {
  if (CALENDAR_DAY.test(value)) return formatShortDate(value, language) ?? value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(date);
}

/** A moment with its time of day in the browser's zone: 27.11.2026 klo 14.05, 27 Nov 2026, 14:05. */
export function formatMoment(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** Only the time of day: 14.05, 14:05. */
export function formatClock(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(date);
}

export const formatNumber = (value: number, language: string): string =>
  new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(value);

/** The standing's win rate is a percentage (0-100). */
export const formatPercent = (value: number, language: string): string =>
  new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );

export const formatDuration = (seconds: number): string => formatGameTime(seconds);

/** The `YYYY-MM-DD` a date field holds for an ISO day or timestamp (the day as written, no zone shift). */
export function dateFieldValue(value: string | null): string {
  if (value === null) return '';
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return day?.[1] ?? '';
}

/** A date field's value as a real calendar day, or null. */
export function isCalendarDay(value: string): boolean {
  if (!CALENDAR_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
