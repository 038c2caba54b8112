import { addDays } from '../game/calendar';
import type { GameDate } from '../game/game-date';
import {
  bucketOf,
  periodStart,
  weekStart,
  type StatisticsBucket,
  type StatisticsPeriod,
} from './statistics-period';

/** The first date of the bucket that holds `date`. */
export const bucketStartOf = (bucket: StatisticsBucket, date: GameDate): GameDate =>
  bucket === 'day' ? date : weekStart(date);

/** Every bucket from the one holding `from` to the one holding `to`, oldest first: empty ones included. */
export const bucketStarts = (bucket: StatisticsBucket, from: GameDate, to: GameDate): GameDate[] => {
  const step = bucket === 'day' ? 1 : 7;
  const starts: GameDate[] = [];
  for (let start = bucketStartOf(bucket, from); start <= to; start = addDays(start, step)) starts.push(start);
  return starts;
};

/**
 * Where a period's series begins. Weeks are whole: 1y starts on the Monday of the week 364 days ago, so
 * every bar counts seven days. `all` starts with the first activity (null: nothing happened yet).
 */
export const seriesStart = (
  period: StatisticsPeriod,
  today: GameDate,
  firstActivity: GameDate | null,
): GameDate | null => {
  const first = period === 'all' ? firstActivity : periodStart(period, today);
  return first === null ? null : bucketStartOf(bucketOf(period), first < today ? first : today);
};
