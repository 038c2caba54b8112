import type { GuestDataTransfer, MovedGuestData } from '../../../application/ports/guest-data-transfer.port';
import { guestPlayer, userPlayer } from '../../../application/ports/player';
import type { InMemoryAttemptRepository } from './in-memory-attempt.repository';
import type { InMemoryGameReviewRepository } from './in-memory-game-review.repository';
import type { InMemoryGameScoreRepository } from './in-memory-game-score.repository';
import type { InMemoryGameSessionRepository } from './in-memory-game-session.repository';
import { samePlayer } from './same-player';

/**
 * The adapter's move over the fake stores: the guest's sessions, scores and reviews of the dates the user
 * has neither a session nor a score for change hands; combinations follow their session. The games become
 * the user's own (no demo), and the moved results are answered for counting. Synchronous between reading
 * and writing, so it is atomic like the adapter's transaction.
 */
export class InMemoryGuestDataTransfer implements GuestDataTransfer {
  constructor(
    private readonly sessions: InMemoryGameSessionRepository,
    private readonly scores: InMemoryGameScoreRepository,
    private readonly reviews: InMemoryGameReviewRepository,
    private readonly attempts: InMemoryAttemptRepository,
  ) {}

  async moveToUser(guestId: string, userId: string): Promise<MovedGuestData> {
    const [guest, user] = [guestPlayer(guestId), userPlayer(userId)];
    const taken = new Set(
      [...this.sessions.all(), ...this.scores.all()]
        .filter((row) => samePlayer(row.player, user))
        .map((row) => row.gameDate),
    );
    const movable = <T extends { player: typeof guest; gameDate: string }>(rows: T[]) =>
      rows.filter((row) => samePlayer(row.player, guest) && !taken.has(row.gameDate));
    const sessions = movable(this.sessions.all());
    const dates = new Set(sessions.map((session) => session.gameDate));
    const scores = movable(this.scores.all()).filter((score) => dates.has(score.gameDate));
    const reviews = movable(this.reviews.all()).filter((review) => dates.has(review.gameDate));
    for (const session of sessions) this.sessions.reassign(session.id, user);
    const results = scores
      .map((score) => this.scores.reassign(score.id, user))
      .filter((score) => score !== null)
      .sort((a, b) => a.gameDate.localeCompare(b.gameDate));
    for (const review of reviews) this.reviews.reassign(review.id, user);
    const sessionIds = new Set(sessions.map((session) => session.id));
    const combinations = this.attempts.all().filter((attempt) => sessionIds.has(attempt.sessionId)).length;
    return { sessions: sessions.length, scores: results.length, combinations, results };
  }
}
