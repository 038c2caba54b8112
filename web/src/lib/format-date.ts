const LOCALES: Record<string, string> = { fi: 'fi-FI', en: 'en-GB' };
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (`YYYY-MM-DD`) or a timestamp as a long date in the UI language; null if unreadable. */
export function formatDate(value: string, language: string): string | null {
  // A bare day has no time zone: read and shown in UTC so it never slips to the day before.
  const day = CALENDAR_DAY.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'fi-FI', {
    dateStyle: 'long',
    ...(day ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** A calendar day in a few characters (27.11.2026, 27 Nov 2026), for lists of several dates; null if unreadable. */
export function formatShortDate(value: string, language: string): string | null {
  const date = CALENDAR_DAY.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (date === null || Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'fi-FI', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}
