import { addDays, formatCivilDate } from '../../../../../domain/game/calendar';
import { isGameDate } from '../../../../../domain/game/game-date';

/** How far back the list reaches: a month of games to catch up on. */
const PREVIOUS_DAYS = 30;

/** Today first, then each day before it (dates as the server counts them, `YYYY-MM-DD`). */
export const recentDates = (today: string, days = PREVIOUS_DAYS): string[] =>
  isGameDate(today) ? Array.from({ length: days + 1 }, (_, i) => addDays(today, -i)) : [];

/** Only when the server could not say: this device's own calendar day. */
export const deviceToday = (now = new Date()): string =>
  formatCivilDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
