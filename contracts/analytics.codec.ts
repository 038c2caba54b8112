import * as t from 'io-ts';
import { ANALYTICS_BATCH_SIZE } from '../domain/constants/analytics.constants';
import type { StatisticsBucket, StatisticsPeriod } from '../domain/statistics/statistics-period';
import { oneOf, strict } from './codec-helpers';

// First-party analytics (admin spec 4 and 9, DESIGN 11): counted per day, nothing about who sent them.

export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'game_started',
  'game_finished',
  'share',
  'registration',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

const AnalyticsEvent = strict({ type: oneOf(ANALYTICS_EVENT_TYPES, 'AnalyticsEventType') }, 'AnalyticsEvent');

const Batch = new t.Type<t.TypeOf<typeof AnalyticsEvent>[], unknown[], unknown>(
  `at most ${ANALYTICS_BATCH_SIZE} events`,
  (u): u is t.TypeOf<typeof AnalyticsEvent>[] => t.array(AnalyticsEvent).is(u),
  (u, c) =>
    Array.isArray(u) && u.length >= 1 && u.length <= ANALYTICS_BATCH_SIZE
      ? t.array(AnalyticsEvent).validate(u, c)
      : t.failure(u, c),
  (a) => a,
);

/**
 * POST /analytics/events (no sign-in; guests too): one batch of the browser's queue, answered 202
 * `{accepted}`. Events carry no time: the server counts them on the day it receives them (instance time
 * zone), so a client clock cannot put them on another day.
 */
export const AnalyticsBatchRequest = strict({ events: Batch }, 'AnalyticsBatchRequest');
export type AnalyticsBatchRequest = t.TypeOf<typeof AnalyticsBatchRequest>;

export interface AnalyticsCounts {
  pageViews: number;
  gamesStarted: number;
  gamesFinished: number;
  shares: number;
  registrations: number;
}

export interface AnalyticsPoint extends AnalyticsCounts {
  /** YYYY-MM-DD for a day, `2026-W48` for an ISO week. */
  label: string;
  from: string;
}

/** GET /manage/stats/analytics?period (default 30d; 1y and all by ISO week, like the other statistics). */
export interface AnalyticsAnswer {
  period: StatisticsPeriod;
  bucket: StatisticsBucket;
  from: string | null;
  to: string;
  totals: AnalyticsCounts;
  series: AnalyticsPoint[];
}
