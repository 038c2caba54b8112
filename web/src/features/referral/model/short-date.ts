const LOCALES: Record<string, string> = { fi: 'fi-FI', en: 'en-GB' };

/** A timestamp as a compact date for lists and figures (fi 11.12.2026, en 11 Dec 2026); null if unreadable. */
export function formatShortDate(value: string, language: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'fi-FI', { dateStyle: 'medium' }).format(date);
}
