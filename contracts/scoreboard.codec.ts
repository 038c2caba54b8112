import * as t from 'io-ts';
import { oneOf } from './codec-helpers';
import type { GameStatus } from '../domain/scoring/game-status';
import type { PodiumPlace } from '../domain/achievements/podium';

// Requests and answers of /scoreboard/* and /groups/{id}/scoreboard/* (player-side spec 7, DESIGN 6).
// Query parameters arrive as strings; the router turns them into these shapes before a use case runs.

export const SORT_KEYS = [
  'performanceIndex',
  'gamesPlayed',
  'winRate',
  'avgScore',
  'bestScore',
  'combinedPoints',
  'currentStreak',
  'maxStreak',
  'lastPlayed',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export interface Sorting {
  readonly sortBy: SortKey;
  readonly sortOrder: SortOrder;
}
/** Spec 3, scoreboard preferences: the performance index, best first. */
export const DEFAULT_SORTING: Sorting = { sortBy: 'performanceIndex', sortOrder: 'desc' };
/** all: everyone; friends: the follow list and the caller; groups: the selected group's members. */
export const SCOREBOARD_FILTERS = ['all', 'friends', 'groups'] as const;
export type ScoreboardFilter = (typeof SCOREBOARD_FILTERS)[number];

export const SortKeyCodec = oneOf(SORT_KEYS, 'SortKey');
export const SortOrderCodec = oneOf(SORT_ORDERS, 'SortOrder');
export const ScoreboardFilterCodec = oneOf(SCOREBOARD_FILTERS, 'ScoreboardFilter');

export interface ScoreboardPreferences {
  sortBy: SortKey;
  sortOrder: SortOrder;
  filter: ScoreboardFilter;
  selectedGroupId: string | null;
}
export const ScoreboardPreferencesRequest = t.exact(
  t.partial({
    sortBy: SortKeyCodec,
    sortOrder: SortOrderCodec,
    filter: ScoreboardFilterCodec,
    selectedGroupId: t.union([t.string, t.null]),
  }),
  'ScoreboardPreferencesRequest',
);

/** Every paged answer carries these beside its list. */
export interface Paging {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasMore: boolean;
}

/** A player's standing as a scoreboard row (spec 3, "Scoreboard player stats"). */
export interface PlayerRow {
  /** Null for a player without games (listed in a group or a follow list): no rank yet. */
  position: number | null;
  userId: string;
  username: string;
  gamesPlayed: number;
  winRate: number;
  avgScore: number;
  bestScore: number;
  combinedPoints: number;
  currentStreak: number;
  maxStreak: number;
  lastPlayed: string | null;
  performanceIndex: number;
  isCheater: boolean;
  isSupporter: boolean;
  isMe: boolean;
}
export interface PlayersPage extends Paging {
  players: PlayerRow[];
}

/** One score of a date, ranked: equal scores share a position (the podium rule). */
export interface DayScoreRow {
  position: number;
  /** The podium place this score stands on (1-3), by the podium's rules; null for everyone else. */
  podiumPlace: PodiumPlace | null;
  userId: string;
  username: string;
  score: number;
  gameStatus: GameStatus;
  timeElapsed: number;
  mistakes: number;
  switches: number;
  isCheater: boolean;
  isSupporter: boolean;
  isMe: boolean;
}
export interface DayScoresPage extends Paging {
  gameDate: string;
  title: string | null;
  sequenceNumber: number;
  scores: DayScoreRow[];
}

/** A date on the days tab. */
export interface DaySummary {
  gameDate: string;
  title: string | null;
  sequenceNumber: number;
  totalPlayers: number;
  wins: number;
  averageScore: number;
  topScore: number | null;
  topPlayer: string | null;
  myScore: number | null;
}
export interface DaysPage extends Paging {
  days: DaySummary[];
}

export interface TodayHighScore {
  gameDate: string;
  highScore: number | null;
  username: string | null;
  totalPlayers: number;
}

/** The caller's own game of a date (their score history, newest first). */
export interface OwnScoreRow {
  gameDate: string;
  title: string | null;
  sequenceNumber: number;
  score: number;
  gameStatus: GameStatus;
  timeElapsed: number;
  mistakes: number;
  switches: number;
  position: number;
}
export interface OwnScoresPage extends Paging {
  scores: OwnScoreRow[];
}

/** A past game date and whether the caller played it (/scoreboard/previous-days). */
export interface PreviousDay {
  gameDate: string;
  title: string | null;
  sequenceNumber: number;
  played: boolean;
  score: number | null;
  gameStatus: GameStatus | null;
}
export interface PreviousDaysPage extends Paging {
  days: PreviousDay[];
}

export interface StreakAnswer {
  currentStreak: number;
  maxStreak: number;
  losingStreak: number;
}

export interface PerformanceChangeAnswer {
  userId: string;
  previous: number;
  current: number;
  change: number;
  /** Games on the scoreboard so far: after the first one, `change` is only the index itself. */
  gamesPlayed: number;
}

export interface FollowedPlayer {
  userId: string;
  username: string;
}
export interface FollowListAnswer {
  following: FollowedPlayer[];
}
export interface UserSearchAnswer {
  users: (FollowedPlayer & { isFollowed: boolean })[];
}
export const FollowRequest = t.exact(t.type({ userId: t.string }), 'FollowRequest');
