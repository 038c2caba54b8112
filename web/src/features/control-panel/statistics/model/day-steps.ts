import { addDays } from '../../../../../../domain/game/calendar';

/** The device's own calendar day, YYYY-MM-DD: the fallback when the server's today is unknown. */
export const localDate = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The day before and after, for the puzzles view's steppers. */
export const dayBefore = (date: string): string => addDays(date, -1);
export const dayAfter = (date: string): string => addDays(date, 1);

/** A share of 0 to 1 from counts; 0 when nobody finished (never NaN on screen). */
export const shareOf = (part: number, whole: number): number =>
  whole > 0 ? Math.min(1, Math.max(0, part / whole)) : 0;
