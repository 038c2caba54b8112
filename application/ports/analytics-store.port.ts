import type { AnalyticsEventType } from '../../contracts/analytics.codec';
import type { GameDate } from '../../domain/game/game-date';
import type { BucketRange } from './control-panel-statistics.query';

/** How many events of one type arrived in one bucket (a day, or the ISO week starting on `start`). */
export interface AnalyticsBucketCount {
  readonly start: GameDate;
  readonly type: AnalyticsEventType;
  readonly count: number;
}

/**
 * First-party analytics, counted per day of the instance's calendar and event type (DESIGN 11). The store
 * holds counts only: nothing it is given or keeps can tell who sent an event.
 */
export interface AnalyticsStore {
  /** Adds each type's count to the day's tally, all types together or none. */
  add(day: GameDate, counts: ReadonlyMap<AnalyticsEventType, number>): Promise<void>;
  /** The first day anything was counted; null before the first event. */
  firstDay(): Promise<GameDate | null>;
  /** The counts per bucket and type in the range; buckets and types with nothing counted are left out. */
  counts(range: BucketRange): Promise<AnalyticsBucketCount[]>;
}

export const ANALYTICS_STORE = Symbol.for('AnalyticsStore');
