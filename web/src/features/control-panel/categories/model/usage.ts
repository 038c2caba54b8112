import type { CategoryAppearance } from '../../../../../../contracts/category-bank.codec';

// Where a bank category has been, as the list says it: how many dates, the latest, and how players did.

export interface UsageSummary {
  readonly count: number;
  readonly last: CategoryAppearance;
}

/** Null when the category has not been in a game; the latest date whatever order the server lists. */
export function usageSummary(usedIn: readonly CategoryAppearance[]): UsageSummary | null {
  const newestFirst = [...usedIn].sort((a, b) => b.date.localeCompare(a.date));
  const last = newestFirst[0];
  return last === undefined ? null : { count: usedIn.length, last };
}

const LOCALES: Record<string, string> = { fi: 'fi-FI', en: 'en-GB' };

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A game date (`YYYY-MM-DD`) or a timestamp, short as editors read it in lists: 12.11.2026, 12/11/2026. */
export function shortDate(value: string, language: string): string {
  // A bare day has no time zone: read and shown in UTC so it never slips to the day before.
  const day = CALENDAR_DAY.test(value);
  const parsed = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(parsed.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'fi-FI', {
    dateStyle: 'short',
    ...(day ? { timeZone: 'UTC' } : {}),
  }).format(parsed);
}

/** A 0-100 share in the language's own way: 64 % or 64%. */
export const percent = (value: number, language: string): string =>
  new Intl.NumberFormat(LOCALES[language] ?? 'fi-FI', { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );
