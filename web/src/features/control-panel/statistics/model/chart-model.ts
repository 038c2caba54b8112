import { addDays } from '../../../../../../domain/game/calendar';
import type {
  DailyPlayersRow,
  GameReviewsAnswer,
  UserStatsPoint,
} from '../../../../../../contracts/manage-statistics.codec';

// What a chart shows, in plain numbers: the same shape feeds the canvas, its text summary and the table
// behind it, so the three can never disagree. Labels stay raw (a date, `2026-W48`, a rating); the view
// formats them in the reader's language.

export type ChartKind = 'line' | 'bars';

export interface ChartSeries<Key extends string = string> {
  readonly key: Key;
  readonly values: readonly number[];
}

export interface ChartData<Key extends string = string> {
  readonly kind: ChartKind;
  /** One raw label per x position, left to right. */
  readonly labels: readonly string[];
  readonly series: readonly ChartSeries<Key>[];
}

export const OVERVIEW_SERIES = ['activePlayers', 'games', 'registrations'] as const;
export type OverviewSeries = (typeof OVERVIEW_SERIES)[number];

/** The overview's lines: the server sends the buckets oldest first, each labelled by day or ISO week. */
export function overviewChart(series: readonly UserStatsPoint[]): ChartData<OverviewSeries> {
  return {
    kind: 'line',
    labels: series.map((point) => point.label),
    series: OVERVIEW_SERIES.map((key) => ({ key, values: series.map((point) => point[key]) })),
  };
}

export const DAILY_SERIES = ['players', 'wins'] as const;
export type DailySeries = (typeof DAILY_SERIES)[number];

/**
 * A page of daily players comes newest first and lists only days somebody played; a chart reads left to
 * right, oldest first, one step per calendar day, so a day nobody played is there as a zero.
 */
export function dailyPlayersChart(days: readonly DailyPlayersRow[]): ChartData<DailySeries> {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const dates = [...byDate.keys()].sort();
  const first = dates[0];
  const last = dates.at(-1);
  const labels: string[] = [];
  if (first !== undefined && last !== undefined)
    for (let date = first; date <= last; date = addDays(date, 1)) labels.push(date);
  return {
    kind: 'line',
    labels,
    series: DAILY_SERIES.map((key) => ({ key, values: labels.map((date) => byDate.get(date)?.[key] ?? 0) })),
  };
}

export const RATINGS = [1, 2, 3, 4, 5] as const;
export const RATING_SERIES = ['difficulty', 'fun'] as const;
export type RatingSeries = (typeof RATING_SERIES)[number];

/**
 * The ratings' spread as bars, one group per rating 1 to 5, each always present (a rating nobody gave is
 * a zero bar, not a missing one, so the axis never shifts).
 */
export function ratingsChart(distribution: GameReviewsAnswer['distribution']): ChartData<RatingSeries> {
  const byRating = new Map(distribution.map((row) => [row.rating, row]));
  return {
    kind: 'bars',
    labels: RATINGS.map(String),
    series: RATING_SERIES.map((key) => ({
      key,
      values: RATINGS.map((rating) => byRating.get(rating)?.[key] ?? 0),
    })),
  };
}

export interface SeriesFacts {
  readonly total: number;
  readonly highest: number;
  /** The first label where the highest value is; null for an empty series. */
  readonly highestAt: string | null;
  readonly latest: number;
}

/** What a chart's summary says of one series: its total, its peak (and where) and its last value. */
export function seriesFacts(labels: readonly string[], values: readonly number[]): SeriesFacts {
  let highest = 0;
  let highestAt: string | null = null;
  let total = 0;
  values.forEach((value, index) => {
    total += value;
    if (highestAt === null || value > highest) {
      highest = value;
      highestAt = labels[index] ?? null;
    }
  });
  return { total, highest, highestAt, latest: values.at(-1) ?? 0 };
}

/** Nothing to draw: no buckets, or every value zero. The view says so in words instead. */
export const isEmptyChart = (data: ChartData): boolean =>
  data.labels.length === 0 || data.series.every((series) => series.values.every((value) => value === 0));

/** The mean rating of a spread whose `values[i]` counts the ratings `i + 1`; null when nobody rated. */
export function averageRating(values: readonly number[]): number | null {
  let count = 0;
  let sum = 0;
  values.forEach((value, index) => {
    count += value;
    sum += value * (index + 1);
  });
  return count === 0 ? null : sum / count;
}
