import { inject, injectable } from 'inversify';
import type { AnalyticsAnswer, AnalyticsCounts } from '../../contracts/analytics.codec';
import type { GameDate } from '../../domain/game/game-date';
import { bucketStarts, seriesStart } from '../../domain/statistics/statistics-buckets';
import { bucketLabel, bucketOf, type StatisticsPeriod } from '../../domain/statistics/statistics-period';
import { GameCalendar } from '../gameplay/game-calendar';
import { ANALYTICS_STORE, type AnalyticsStore } from '../ports/analytics-store.port';
import { FIGURE_OF_TYPE, noCounts, sumCounts } from './analytics-counts';

/**
 * GET /manage/stats/analytics?period: the analytics counts per day (per ISO week for 1y and all), every
 * bucket of the period present, empty ones as zeros, as the other statistics (DESIGN 11). Only browsers
 * whose player accepted analytics send events, so these are a share of the real traffic.
 */
@injectable()
export class AnalyticsStats {
  constructor(
    @inject(ANALYTICS_STORE) private readonly store: AnalyticsStore,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
  ) {}

  async execute(period: StatisticsPeriod): Promise<AnalyticsAnswer> {
    const today = this.calendar.today();
    const bucket = bucketOf(period);
    const first = period === 'all' ? await this.store.firstDay() : null;
    const from = seriesStart(period, today, first);
    if (from === null) return { period, bucket, from: null, to: today, totals: noCounts(), series: [] };

    const byStart = new Map<GameDate, AnalyticsCounts>();
    for (const row of await this.store.counts({ bucket, from, to: today })) {
      const counts = byStart.get(row.start) ?? noCounts();
      counts[FIGURE_OF_TYPE[row.type]] += row.count;
      byStart.set(row.start, counts);
    }
    const series = bucketStarts(bucket, from, today).map((start) => ({
      label: bucketLabel(bucket, start),
      from: start,
      ...(byStart.get(start) ?? noCounts()),
    }));
    return { period, bucket, from, to: today, totals: sumCounts(series), series };
  }
}
