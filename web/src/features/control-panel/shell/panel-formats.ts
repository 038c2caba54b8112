// Figures, days and moments in the control panel's UI language, the same in every tab. What cannot be
// read shows as a dash (a figure, a moment) or as it came (a day).

const LOCALES: Record<string, string> = { fi: 'fi-FI', en: 'en-GB' };
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const NONE = '–';

/** The locale that writes a UI language; Finnish for any other. */
export const localeOf = (language: string): string => LOCALES[language] ?? 'fi-FI';

/** A bare day (`2026-12-03`) at midnight UTC, so it never slips a day in any time zone; else null. */
const asDay = (value: string): Date | null => {
  if (!CALENDAR_DAY.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A number format that shows a dash for NaN and infinities. */
export const finite = (format: (value: number) => string) => (value: number) =>
  Number.isFinite(value) ? format(value) : NONE;

/** A day format (its time zone UTC) for bare days; anything else shows as it came. */
export const dated = (format: Intl.DateTimeFormat) => (value: string) => {
  const date = asDay(value);
  return date === null ? value : format.format(date);
};

const timed = (format: Intl.DateTimeFormat) => (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? NONE : format.format(date);
};

export interface PanelFormats {
  /** Whole number with the language's grouping: 12 345 / 12,345. */
  number(value: number): string;
  /** A share of 0 to 1 in whole percent: 67 %. */
  share(value: number): string;
  /** A calendar day in a few characters: 3.12.2026 / 3 Dec 2026. */
  date(value: string): string;
  /** A moment (ISO timestamp) as date and time: 3.12.2026 klo 14.05 / 3 Dec 2026, 14:05. */
  moment(value: string): string;
  /** A moment's clock time only: 14.05 / 14:05. */
  time(value: string): string;
}

/** The formats every tab shares, in one language. */
export function createPanelFormats(language: string): PanelFormats {
  const locale = localeOf(language);
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    number: finite((value) => whole.format(value)),
    share: finite((value) => percent.format(value)),
    date: dated(day),
    moment: timed(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })),
    time: timed(new Intl.DateTimeFormat(locale, { timeStyle: 'short' })),
  };
}
