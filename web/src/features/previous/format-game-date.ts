const GAME_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCALES: Record<string, string> = { fi: 'fi-FI', en: 'en-GB' };

/** A game date (`YYYY-MM-DD`, a calendar day, no time zone) as a long local date; null if invalid. */
export function formatGameDate(date: string, language: string): string | null {
  const match = GAME_DATE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'fi-FI', { dateStyle: 'long', timeZone: 'UTC' }).format(
    utc,
  );
}
