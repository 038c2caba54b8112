import type {
  DayScoreRow,
  DaySummary,
  OwnScoreRow,
  PlayerRow,
  PreviousDay,
  SortKey,
  SortOrder,
  TodayHighScore,
} from '../../contracts/scoreboard.codec';
import type { GameDate } from '../../domain/game/game-date';

/**
 * Whose rows a scoreboard shows: everyone (the players tab lists only those with enough games), the
 * viewer with the players they follow (friends, My list), or a group's members.
 */
export type PlayerScope =
  | { readonly kind: 'all' }
  | { readonly kind: 'following'; readonly userId: string }
  | { readonly kind: 'group'; readonly groupId: string };

export interface Window {
  readonly offset: number;
  readonly limit: number;
}

export interface Counted<T> {
  readonly rows: T[];
  readonly total: number;
}

/** The scoreboard reads (DESIGN 6): each one indexed query over the standings or a date's scores. */
export interface ScoreboardQuery {
  players(input: {
    readonly scope: PlayerScope;
    readonly sortBy: SortKey;
    readonly sortOrder: SortOrder;
    readonly window: Window;
    readonly viewerId: string;
    readonly minGames: number;
  }): Promise<Counted<PlayerRow>>;
  /** Game dates up to `today`, newest first, with the scope's figures of each. */
  days(input: {
    readonly scope: PlayerScope;
    readonly today: GameDate;
    readonly window: Window;
    readonly viewerId: string;
  }): Promise<Counted<DaySummary>>;
  /** A date's scores, best first; equal scores share a position. Null when the date has no published game. */
  dayScores(input: {
    readonly scope: PlayerScope;
    readonly gameDate: GameDate;
    readonly window: Window;
    readonly viewerId: string;
  }): Promise<(Counted<DayScoreRow> & { title: string | null; sequenceNumber: number }) | null>;
  highScore(gameDate: GameDate): Promise<TodayHighScore>;
  ownScores(userId: string, today: GameDate, window: Window): Promise<Counted<OwnScoreRow>>;
  previousDays(input: {
    readonly userId: string;
    readonly today: GameDate;
    readonly window: Window;
    readonly unplayedOnly: boolean;
  }): Promise<Counted<PreviousDay>>;
}

export const SCOREBOARD_QUERY = Symbol.for('ScoreboardQuery');
