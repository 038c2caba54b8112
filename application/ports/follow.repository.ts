export interface FollowedUser {
  userId: string;
  username: string;
}

export interface FoundUser extends FollowedUser {
  isFollowed: boolean;
}

export type FollowOutcome = 'followed' | 'already_following' | 'limit_reached' | 'user_not_found';

/** The personal follow list ("My list") and the search that fills it. Ids handed in are well-formed uuids. */
export interface FollowRepository {
  /** Whom the user follows, ordered by username whatever its case. */
  following(userId: string): Promise<FollowedUser[]>;
  /** Adds one to the list unless it holds `maxFollowed` already; the store decides that under races. */
  follow(userId: string, followedId: string, at: Date, maxFollowed: number): Promise<FollowOutcome>;
  unfollow(userId: string, followedId: string): Promise<void>;
  /**
   * Other users whose username holds `term` (literally, whatever its case; % and _ are plain characters),
   * those starting with it first, then by username; at most `limit`, the searcher left out.
   */
  searchUsers(term: string, searcherId: string, limit: number): Promise<FoundUser[]>;
}

export const FOLLOW_REPOSITORY = Symbol.for('FollowRepository');
