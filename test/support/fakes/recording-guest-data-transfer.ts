import type { GuestDataTransfer, MovedGuestData } from '../../../application/ports/guest-data-transfer.port';

/** Records each move and answers the counts it was given: for use cases that only pass the move on. */
export class RecordingGuestDataTransfer implements GuestDataTransfer {
  readonly moves: { guestId: string; userId: string }[] = [];

  constructor(
    private readonly answer: MovedGuestData = { sessions: 0, scores: 0, combinations: 0, results: [] },
  ) {}

  async moveToUser(guestId: string, userId: string): Promise<MovedGuestData> {
    this.moves.push({ guestId, userId });
    return this.answer;
  }
}
