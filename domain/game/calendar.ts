import { parseCivilDate, type CivilDate, type GameDate } from './game-date';

// Date arithmetic on day numbers (days since 1970-01-01), after Howard Hinnant's civil-date algorithms:
// exact for every Gregorian date and independent of the host's time zone, unlike `Date`.

export const toDayNumber = ({ year, month, day }: CivilDate): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
};

export const fromDayNumber = (dayNumber: number): CivilDate => {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
};

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

export const formatCivilDate = ({ year, month, day }: CivilDate): GameDate =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

const dayNumberOf = (date: GameDate): number => {
  const civil = parseCivilDate(date);
  if (!civil) throw new RangeError(`Not a game date: ${date}`);
  return toDayNumber(civil);
};

/** Callers pass dates that were validated at the edge; anything else is a programming error. */
export const addDays = (date: GameDate, days: number): GameDate =>
  formatCivilDate(fromDayNumber(dayNumberOf(date) + days));

export const previousDay = (date: GameDate): GameDate => addDays(date, -1);

export const daysBetween = (from: GameDate, to: GameDate): number => dayNumberOf(to) - dayNumberOf(from);

/** ISO weekday: Monday 1 .. Sunday 7. Day 0 (1970-01-01) was a Thursday. */
export const isoWeekday = (date: GameDate): number => ((((dayNumberOf(date) + 3) % 7) + 7) % 7) + 1;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone, kept: building an Intl.DateTimeFormat costs far more than using one (it loads the
 * zone's rules), and "today" is asked several times by every request.
 */
const dateFormatIn = (timeZone: string): Intl.DateTimeFormat => {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
};

/**
 * The calendar date at `moment` in the instance's zone (DESIGN 5): the day's puzzle turns over at local
 * midnight there, whatever the player's device clock says.
 */
export const formatGameDateInZone = (moment: Date, timeZone: string): GameDate => {
  let year = '';
  let month = '';
  let day = '';
  for (const part of dateFormatIn(timeZone).formatToParts(moment)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
};
