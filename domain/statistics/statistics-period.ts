import { addDays, isoWeekday } from '../game/calendar';
import type { GameDate } from '../game/game-date';
import { isoWeek } from '../formatting/iso-week';

/** The statistics' periods (admin spec 9, DESIGN 11); 30d is the default. */
export const STATISTICS_PERIODS = ['7d', '30d', '90d', '1y', 'all'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = '30d';

export type StatisticsBucket = 'day' | 'week';

const PERIOD_DAYS: Record<Exclude<StatisticsPeriod, 'all'>, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

export const isStatisticsPeriod = (value: unknown): value is StatisticsPeriod =>
  typeof value === 'string' && (STATISTICS_PERIODS as readonly string[]).includes(value);

/** 1y and all are read by ISO week (admin spec 9); the shorter periods day by day. */
export const bucketOf = (period: StatisticsPeriod): StatisticsBucket =>
  period === '1y' || period === 'all' ? 'week' : 'day';

/** The first date a period covers, ending today (today counts as one of its days); null: no limit. */
export const periodStart = (period: StatisticsPeriod, today: GameDate): GameDate | null =>
  period === 'all' ? null : addDays(today, 1 - PERIOD_DAYS[period]);

/** The Monday that starts the ISO week of a date. */
export const weekStart = (date: GameDate): GameDate => addDays(date, 1 - isoWeekday(date));

/** How a bucket is named on a chart's axis: the date itself, or its ISO week as `2026-W48`. */
export const bucketLabel = (bucket: StatisticsBucket, start: GameDate): string => {
  if (bucket === 'day') return start;
  const { year, week } = isoWeek(start);
  return `${year}-W${String(week).padStart(2, '0')}`;
};
