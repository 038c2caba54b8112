/**
 * What the daily pruning removes, one kind at a time (refresh tokens before their sessions, so that a
 * session is removed once nothing hangs off it):
 * - `refreshTokens`, `sessions`: login sessions that ended (past their absolute end, or revoked a while ago)
 *   and their refresh tokens;
 * - `verificationLinks`, `passwordResetLinks`: e-mail links used or past their expiry;
 * - `guestScores`, `guestNewsReads`: deleted for guests idle past the retention (no statistic counts them);
 * - `guestGamesAnonymised`, `guestReviewsAnonymised`: the idle guests' game sessions (with their tried
 *   combinations) and reviews lose the guest id but stay, because the day statistics, the control panel's
 *   statistics and the category bank count every game of a date, guests' included.
 * Nothing of an account is touched: a guest's games moved into an account carry the user's id, not a guest's.
 */
export const PRUNABLE_KINDS = [
  'refreshTokens',
  'sessions',
  'verificationLinks',
  'passwordResetLinks',
  'guestScores',
  'guestNewsReads',
  'guestGamesAnonymised',
  'guestReviewsAnonymised',
] as const;

export type PrunableKind = (typeof PRUNABLE_KINDS)[number];

/** Rows removed (or anonymised) by one run, per kind. */
export type PrunedData = Record<PrunableKind, number>;

/** The moments one run measures against, all taken from the application's clock. */
export interface PruningCutoffs {
  readonly now: Date;
  /** Sessions revoked before this go. */
  readonly revokedBefore: Date;
  /** Sessions started before this have reached their absolute end (once no token of theirs is valid). */
  readonly sessionsStartedBefore: Date;
  /** Guests with nothing recorded since this are idle. */
  readonly guestsIdleSince: Date;
}

export interface ExpiredDataRepository {
  /**
   * Removes at most `limit` rows of the kind in one statement (its own transaction, so that a backlog
   * never holds many rows locked at once) and answers how many it removed.
   */
  pruneBatch(kind: PrunableKind, cutoffs: PruningCutoffs, limit: number): Promise<number>;
}

export const EXPIRED_DATA_REPOSITORY = Symbol.for('ExpiredDataRepository');
