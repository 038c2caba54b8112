export interface MovedGuestData {
  readonly sessions: number;
  readonly scores: number;
  readonly combinations: number;
}

export interface GuestDataTransfer {
  /**
   * Moves a guest's sessions (with their combinations), scores and reviews to a user, for the dates the
   * user has not played; the rest stays with the guest. Atomic, and a repeat moves nothing.
   */
  moveToUser(guestId: string, userId: string): Promise<MovedGuestData>;
}

export const GUEST_DATA_TRANSFER = Symbol.for('GuestDataTransfer');
