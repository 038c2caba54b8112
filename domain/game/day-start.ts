import { SECOND_MS } from '../constants/time.constants';
import { addDays, formatGameDateInZone } from './calendar';
import { parseCivilDate, type GameDate } from './game-date';

// When a calendar day begins in a time zone, as an instant: the day's puzzle opens at the instance's local
// midnight (DESIGN 5), and a player is told how long until then. Intl knows each zone's offset from UTC at
// any instant; the start is found from the offset at a first guess, and again from the offset at that
// guess, because a daylight-saving change may lie between the two.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
const wallClockFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
};

/** The zone's offset from UTC at `instant`, in milliseconds (Helsinki in summer: +3 h). */
const offsetAt = (instant: number, timeZone: string): number => {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - Math.floor(instant / SECOND_MS) * SECOND_MS;
};

/**
 * The first instant of `date` in `timeZone`, epoch milliseconds. Where clocks jump over midnight (some
 * zones change at 00:00) the day begins at the jump: of the two guesses, the earlier one already on `date`.
 * Callers pass validated dates and zones; anything else is a programming error.
 */
export const dayStartInZone = (date: GameDate, timeZone: string): number => {
  const civil = parseCivilDate(date);
  if (!civil) throw new RangeError(`Not a game date: ${date}`);
  const midnightAsUtc = Date.UTC(civil.year, civil.month - 1, civil.day);
  const first = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  const second = midnightAsUtc - offsetAt(first, timeZone);
  const onDate = [Math.min(first, second), Math.max(first, second)].filter(
    (candidate) => formatGameDateInZone(new Date(candidate), timeZone) === date,
  );
  return onDate[0] ?? first;
};

/** When the day after the one `moment` falls on begins in `timeZone`: the next puzzle's start. */
export const nextDayStartInZone = (moment: Date, timeZone: string): number =>
  dayStartInZone(addDays(formatGameDateInZone(moment, timeZone), 1), timeZone);
