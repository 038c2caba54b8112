import type { GameDate } from '../../domain/game/game-date';
import type { PlayerStanding, StandingResult } from '../../domain/standings/player-standing';

export interface StoredStanding {
  readonly userId: string;
  readonly standing: PlayerStanding;
}

/** The standings table and what it is computed from (DESIGN 6). */
export interface StandingsRepository {
  /** Published game dates up to a day, ascending. */
  gameDates(upTo: GameDate): Promise<GameDate[]>;
  /** The scoreboard results (registered players, no demo games) of each user, by date. */
  resultsOf(userIds: readonly string[]): Promise<Map<string, StandingResult[]>>;
  /**
   * Holds the users' standing rows until the transaction ends (creating them if needed), so that two
   * games of one player finishing at once, or a game and a recompute, run one after the other, each
   * seeing the other's score.
   */
  lock(userIds: readonly string[]): Promise<void>;
  save(standings: readonly StoredStanding[]): Promise<void>;
  find(userId: string): Promise<PlayerStanding | null>;
  countUsersWithResults(): Promise<number>;
  /** Users with scoreboard results, in id order after `after` (null: from the start). */
  usersWithResults(after: string | null, limit: number): Promise<string[]>;
  /**
   * Users whose standing may change with the day alone: a result since `since` (the performance window)
   * or a running streak that an unplayed day would break.
   */
  usersChangingWithTheDay(since: GameDate, after: string | null, limit: number): Promise<string[]>;
  /** Drops standings of users who have no results left; answers how many went. */
  removeWithoutResults(): Promise<number>;
}

export const STANDINGS_REPOSITORY = Symbol.for('StandingsRepository');
