import {
  ANALYTICS_EVENT_TYPES,
  type AnalyticsCounts,
  type AnalyticsEventType,
} from '../../contracts/analytics.codec';

/** Which figure of the answer counts each event type. */
export const FIGURE_OF_TYPE: Readonly<Record<AnalyticsEventType, keyof AnalyticsCounts>> = {
  page_view: 'pageViews',
  game_started: 'gamesStarted',
  game_finished: 'gamesFinished',
  share: 'shares',
  registration: 'registrations',
};

export const noCounts = (): AnalyticsCounts => ({
  pageViews: 0,
  gamesStarted: 0,
  gamesFinished: 0,
  shares: 0,
  registrations: 0,
});

/** A batch as one count per type present in it: the store adds each to the day's row. */
export function tallyByType(
  events: readonly { type: AnalyticsEventType }[],
): Map<AnalyticsEventType, number> {
  const tally = new Map<AnalyticsEventType, number>();
  for (const { type } of events) tally.set(type, (tally.get(type) ?? 0) + 1);
  return tally;
}

/** The figures of several buckets added together. */
export function sumCounts(all: readonly AnalyticsCounts[]): AnalyticsCounts {
  const total = noCounts();
  for (const counts of all)
    for (const type of ANALYTICS_EVENT_TYPES) total[FIGURE_OF_TYPE[type]] += counts[FIGURE_OF_TYPE[type]];
  return total;
}
