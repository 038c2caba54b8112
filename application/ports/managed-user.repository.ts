import type {
  LoginSessionView,
  ManagedScoreView,
  ResetRequestView,
  RunningGameView,
  SortOrder,
  UserFilter,
  UserSort,
} from '../../contracts/manage-users.codec';
import type { Role } from '../../domain/permissions/permission-policy';

/** A user as the control panel reads them: the account with the figures the list sorts by. */
export interface ManagedUser {
  readonly id: string;
  readonly username: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly roles: Role[];
  readonly createdAt: Date;
  readonly lastPlayed: string | null;
  readonly gamesPlayed: number;
  readonly forcePasswordReset: boolean;
  readonly isPermanentlyAdFree: boolean;
  readonly adFreeUntil: Date | null;
}

export interface UserListQuery {
  /** Trimmed, two or more characters; matches the start of a name or an address. */
  readonly search: string | null;
  readonly sort: UserSort;
  readonly order: SortOrder;
  readonly filter: UserFilter;
  /** `adFree` counts a date after this moment. */
  readonly now: Date;
  /** A search matching more users than this answers the first of them (SEARCH_MATCH_CAP). */
  readonly searchCap: number;
  readonly offset: number;
  readonly limit: number;
}

export interface UserPage {
  readonly users: ManagedUser[];
  readonly total: number;
  /** A search matched more than `searchCap` users: `total` is the cap, the list its first ones. */
  readonly capped: boolean;
}

/** A search matching more users than this answers the first of them in the chosen order (and says so). */
export const SEARCH_MATCH_CAP = 1_000;

export interface AdFreeSetting {
  readonly isPermanentlyAdFree: boolean;
  readonly adFreeUntil: Date | null;
}

/** Users as admins manage them (DESIGN 11): lists, roles, ad-free status, forced password changes. */
export interface ManagedUserRepository {
  list(query: UserListQuery): Promise<UserPage>;
  /** Users who have not played since `since` (or never), longest idle first. */
  inactive(since: string, offset: number, limit: number): Promise<UserPage>;
  find(id: string): Promise<ManagedUser | null>;
  setRoles(id: string, roles: readonly Role[]): Promise<void>;
  setAdFree(id: string, setting: AdFreeSetting): Promise<void>;
  /** A new password the user must replace at next sign-in. */
  forcePassword(id: string, passwordHash: string): Promise<void>;
}

export const MANAGED_USER_REPOSITORY = Symbol.for('ManagedUserRepository');

/** What the details view shows beside the account (admin spec 7 `details`). */
export interface UserActivityQuery {
  recentScores(userId: string, limit: number): Promise<ManagedScoreView[]>;
  runningGames(userId: string): Promise<RunningGameView[]>;
  groups(userId: string): Promise<{ id: string; name: string; isOwner: boolean; members: number }[]>;
  loginSessions(userId: string, now: Date, limit: number): Promise<LoginSessionView[]>;
  resetRequests(userId: string): Promise<ResetRequestView[]>;
}

export const USER_ACTIVITY_QUERY = Symbol.for('UserActivityQuery');
