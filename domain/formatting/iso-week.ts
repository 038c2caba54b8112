import { addDays, daysBetween, isoWeekday } from '../game/calendar';
import type { GameDate } from '../game/game-date';

export interface IsoWeek {
  readonly year: number;
  readonly week: number;
}

/**
 * The ISO 8601 week of a date, for the statistics' 1y and all views: weeks start on Monday and belong
 * to the year of their Thursday, so 2021-01-03 is week 53 of 2020.
 */
export const isoWeek = (date: GameDate): IsoWeek => {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = Number(thursday.slice(0, 4));
  const januaryFirst = `${thursday.slice(0, 4)}-01-01`;
  return { year, week: Math.floor(daysBetween(januaryFirst, thursday) / 7) + 1 };
};
