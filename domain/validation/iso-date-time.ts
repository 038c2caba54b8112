// An instant as the API carries it: ISO 8601 with a date, a time and a zone (Z or ±hh:mm), as
// `Date.toISOString()` writes it. Without a zone the moment would depend on the server's own.
import { isInDateYears } from '../game/game-date';

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The instant written, or null; a day the month does not have (Feb 30, which `Date.parse` accepts) too,
 * and a year outside the game's (year 0 would reach the store as 1 BC).
 */
export function parseIsoDateTime(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  if (!isInDateYears(year!)) return null;
  if (month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth(year!, month!)) return null;
  if (hour! > 23 || minute! > 59 || second > 59) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
}
