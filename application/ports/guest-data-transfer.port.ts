import type { GameScore } from './game-score.repository';

export interface MovedGuestData {
  readonly sessions: number;
  readonly scores: number;
  readonly combinations: number;
  /**
   * The moved results as they are stored now (the user's, no longer demo games), oldest date first: what
   * the standings and achievements still have to count. Empty when nothing moved, so a repeat counts nothing.
   */
  readonly results: readonly GameScore[];
}

export interface GuestDataTransfer {
  /**
   * Moves a guest's sessions (with their combinations), scores and reviews to a user, for the dates the
   * user has not played; the rest stays with the guest. The moved games become the user's own games (no
   * longer demo games), and the user's last played date follows them, as if the user had played them
   * signed in. Serialised per user and atomic, so a repeat or a parallel move moves nothing twice.
   */
  moveToUser(guestId: string, userId: string): Promise<MovedGuestData>;
}

export const GUEST_DATA_TRANSFER = Symbol.for('GuestDataTransfer');
