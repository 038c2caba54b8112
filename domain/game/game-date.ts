import * as E from 'fp-ts/Either';
import { domainError, type ValidationError } from '../errors/domain-error';
import { INVALID_DATE_FORMAT_TEXT } from '../errors/error-texts';
import { EARLIEST_DATE_YEAR, LATEST_DATE_YEAR } from '../constants/time.constants';

/** A game's date, `YYYY-MM-DD`. Such strings sort chronologically, which the standings rely on. */
export type GameDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * Parses without `Date`, whose constructor silently rolls 2024-02-30 over into March. Any day of the
 * Gregorian calendar from year 1, for the calendar's arithmetic; what the API takes is `isGameDate`.
 */
export const parseCivilDate = (value: unknown): CivilDate | null => {
  if (typeof value !== 'string') return null;
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Year 0 does not exist in PostgreSQL's calendar (1 BC comes before AD 1): such a date could not be stored.
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

/** The first and the last day a game date may name (the years of `EARLIEST_DATE_YEAR`, `LATEST_DATE_YEAR`). */
export const EARLIEST_GAME_DATE: GameDate = `${EARLIEST_DATE_YEAR}-01-01`;
export const LATEST_GAME_DATE: GameDate = `${LATEST_DATE_YEAR}-12-31`;

export const isInDateYears = (year: number): boolean =>
  year >= EARLIEST_DATE_YEAR && year <= LATEST_DATE_YEAR;

/** A real day within the game's years: anything else is the spec's invalid date, before it reaches the store. */
export const isGameDate = (value: unknown): value is GameDate => {
  const civil = parseCivilDate(value);
  return civil !== null && isInDateYears(civil.year);
};

export type GameDateErrorCode = 'INVALID_DATE_FORMAT';

export const validateGameDate = (value: unknown): E.Either<ValidationError<GameDateErrorCode>, GameDate> =>
  isGameDate(value)
    ? E.right(value)
    : E.left(domainError('INVALID_DATE_FORMAT', INVALID_DATE_FORMAT_TEXT, 'date'));
