import * as t from 'io-ts';
import type { DeletedDataKey } from './auth.codec';
import { oneOf, strict, withOptional } from './codec-helpers';
import { ROLES, type Role } from '../domain/permissions/permission-policy';

// Requests and answers of the control panel's users (admin spec 7 "Users", DESIGN 11).

export const USER_SORTS = ['username', 'createdAt', 'lastPlayed', 'gamesPlayed'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const USER_FILTERS = ['all', 'admins', 'gameManagers', 'forcedPasswordChange', 'adFree'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A user as the admin lists them (admin spec 3 "User (admin view)"). Times are ISO strings. */
export interface ManagedUserView {
  id: string;
  username: string;
  email: string | null;
  emailVerified: boolean;
  roles: Role[];
  createdAt: string;
  /** The last game date played, YYYY-MM-DD. */
  lastPlayed: string | null;
  gamesPlayed: number;
  forcePasswordReset: boolean;
  isPermanentlyAdFree: boolean;
  adFreeUntil: string | null;
}

/** GET /manage/users and /manage/users/inactive. */
export interface UserListAnswer {
  users: ManagedUserView[];
  /** With `capped`, a search matched more users than this: the list holds the first of them. */
  total: number;
  capped: boolean;
  pages: number;
  currentPage: number;
  limit: number;
}

export const ROLE_ACTIONS = ['add', 'remove'] as const;
export const RoleChangeRequest = strict(
  { role: oneOf(ROLES, 'Role'), action: oneOf(ROLE_ACTIONS, 'RoleAction') },
  'RoleChangeRequest',
);
export type RoleChangeRequest = t.TypeOf<typeof RoleChangeRequest>;

/** GET and PUT /manage/users/{id}/ad-free. `adFreeNow` is the effect today (the flag or a future date). */
export interface AdFreeStatus {
  isPermanentlyAdFree: boolean;
  adFreeUntil: string | null;
  adFreeNow: boolean;
}
export const AdFreeRequest = withOptional(
  {},
  { isPermanentlyAdFree: t.boolean, adFreeUntil: t.union([t.string, t.null]) },
  'AdFreeRequest',
);
export type AdFreeRequest = t.TypeOf<typeof AdFreeRequest>;

export interface UserStandingView {
  gamesPlayed: number;
  wins: number;
  winRate: number;
  avgScore: number;
  bestScore: number;
  combinedPoints: number;
  currentStreak: number;
  maxStreak: number;
  losingStreak: number;
  performanceIndex: number;
}

/** A stored score as the admin edits it. */
export interface ManagedScoreView {
  id: string;
  date: string;
  score: number;
  status: string;
  elapsedSeconds: number;
  mistakes: number;
  switches: number;
  completedAt: string;
}

/** A game the user has started and not finished: the admin may forfeit it. */
export interface RunningGameView {
  gameId: string;
  date: string;
  startedAt: string;
  mistakes: number;
  solved: number;
}

export interface LoginSessionView {
  id: string;
  startedAt: string;
  active: boolean;
}

export interface ResetRequestView {
  id: string;
  userId: string;
  username: string;
  createdAt: string;
  resolvedAt: string | null;
}

/** GET /manage/users/{id}/details. */
export interface UserDetailsAnswer {
  user: ManagedUserView;
  standing: UserStandingView | null;
  achievements: { type: string; count: number }[];
  recentGames: ManagedScoreView[];
  runningGames: RunningGameView[];
  groups: { id: string; name: string; isOwner: boolean; members: number }[];
  sessions: LoginSessionView[];
  resetRequests: ResetRequestView[];
}

/** POST /manage/users/{id}/reset-password: shown once to the admin, never stored readable. */
export interface ResetPasswordAnswer {
  temporaryPassword: string;
  user: ManagedUserView;
}

export interface DeleteUserAnswer {
  message: string;
  deletedData: Record<DeletedDataKey, number>;
}

/** One combination tried, in the order they were tried. */
export interface AttemptView {
  words: string[];
  correct: boolean;
}

/** GET /manage/users/{id}/attempted-categories/{date} and the guests' path. */
export interface AttemptedCategoriesAnswer {
  date: string;
  player: { kind: 'user' | 'guest'; id: string; username: string | null };
  game: { status: string; score: number | null; mistakes: number; startedAt: string } | null;
  attempts: AttemptView[];
}
