import type { CombinationRow, DailyPlayersRow, ReviewDayRow } from '../../contracts/manage-statistics.codec';
import type { GameDate } from '../../domain/game/game-date';
import type { StatisticsBucket } from '../../domain/statistics/statistics-period';

/** Dates from `from` (null: the beginning) to `to`, both included. */
export interface DateRange {
  readonly from: GameDate | null;
  readonly to: GameDate;
}

/** A closed range of whole buckets: `from` is a bucket's first date, `to` is today. */
export interface BucketRange {
  readonly bucket: StatisticsBucket;
  readonly from: GameDate;
  readonly to: GameDate;
}

export interface PageWindow {
  readonly offset: number;
  readonly limit: number;
}

export interface BucketCount {
  /** The bucket's first date. */
  readonly start: GameDate;
  readonly count: number;
}

/** Registered players' games (demo games never count) in one bucket. */
export interface PlayBucket {
  readonly start: GameDate;
  readonly games: number;
  readonly wins: number;
  /** Distinct players; within a day the same as games, as a player has one score a date. */
  readonly players: number;
}

export interface RatingCount {
  readonly rating: number;
  readonly difficulty: number;
  readonly fun: number;
}

/**
 * The control panel's statistics (admin spec 7 "Statistics and scores"). Buckets missing from an answer
 * had nothing in them; the use cases fill the zeros.
 */
export interface ControlPanelStatisticsQuery {
  /** Games in status playing started since the moment, by registered players and by guests. */
  activeSessions(since: Date): Promise<{ players: number; guests: number }>;
  /** The first date anything was counted: a registration (in the zone's calendar) or a player's game. */
  firstActivity(timeZone: string): Promise<GameDate | null>;
  /** New accounts per bucket, a day being the calendar day in `timeZone`. */
  registrations(range: BucketRange, timeZone: string): Promise<BucketCount[]>;
  play(range: BucketRange): Promise<PlayBucket[]>;
  /** Registered players who played from `from` on, and every account. */
  players(from: GameDate): Promise<{ activePlayers: number; users: number }>;
  /** One row per date with players' games in the range, newest first. */
  dailyPlayers(range: DateRange, page: PageWindow): Promise<{ days: DailyPlayersRow[]; total: number }>;
  /** Review averages per reviewed date in the range, newest first. */
  reviewDays(range: DateRange, page: PageWindow): Promise<{ days: ReviewDayRow[]; total: number }>;
  /** How many reviews gave each rating (only ratings given at least once). */
  reviewRatings(range: DateRange): Promise<RatingCount[]>;
  /** The date's tried combinations, most tried first. */
  combinations(date: GameDate, page: PageWindow): Promise<{ combinations: CombinationRow[]; total: number }>;
}

export const CONTROL_PANEL_STATISTICS_QUERY = Symbol.for('ControlPanelStatisticsQuery');
