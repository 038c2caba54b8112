import type { AnalyticsCounts, AnalyticsPoint } from '../../../../../../contracts/analytics.codec';
import type { ChartData } from '../model/chart-model';

// The analytics' five series split in two charts of at most three lines each (the charts' colours and
// dashes tell three apart): page views dwarf the rest, and shares and registrations would be flat lines
// at the bottom of a chart scaled to them.

export const VISIT_SERIES = ['pageViews', 'gamesStarted', 'gamesFinished'] as const;
export const SOCIAL_SERIES = ['shares', 'registrations'] as const;
export type AnalyticsSeries = keyof AnalyticsCounts;

const lines = <Key extends AnalyticsSeries>(
  points: readonly AnalyticsPoint[],
  keys: readonly Key[],
): ChartData<Key> => ({
  kind: 'line',
  labels: points.map((point) => point.label),
  series: keys.map((key) => ({ key, values: points.map((point) => point[key]) })),
});

/** Views, games started and games finished, bucket by bucket, oldest first as the server sends them. */
export const visitsChart = (points: readonly AnalyticsPoint[]) => lines(points, VISIT_SERIES);

/** Shares and registrations, bucket by bucket. */
export const socialChart = (points: readonly AnalyticsPoint[]) => lines(points, SOCIAL_SERIES);

/** Nothing counted in the period: the view explains who is counted instead of drawing zeros. */
export const nothingCounted = (totals: AnalyticsCounts): boolean =>
  [...VISIT_SERIES, ...SOCIAL_SERIES].every((key) => totals[key] === 0);
