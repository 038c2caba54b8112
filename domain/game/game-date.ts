import * as E from 'fp-ts/Either';
import { domainError, type ValidationError } from '../errors/domain-error';
import { INVALID_DATE_FORMAT_TEXT } from '../errors/error-texts';

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

/** Parses without `Date`, whose constructor silently rolls 2024-02-30 over into March. */
export const parseCivilDate = (value: unknown): CivilDate | null => {
  if (typeof value !== 'string') return null;
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Year 0 does not exist in PostgreSQL's calendar (1 BC comes before AD 1): such a date could not be stored.
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

export const isGameDate = (value: unknown): value is GameDate => parseCivilDate(value) !== null;

export type GameDateErrorCode = 'INVALID_DATE_FORMAT';

export const validateGameDate = (value: unknown): E.Either<ValidationError<GameDateErrorCode>, GameDate> =>
  isGameDate(value)
    ? E.right(value)
    : E.left(domainError('INVALID_DATE_FORMAT', INVALID_DATE_FORMAT_TEXT, 'date'));
