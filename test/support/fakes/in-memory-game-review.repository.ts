import type { GameReview, GameReviewRepository } from '../../../application/ports/game-review.repository';
import type { Player } from '../../../application/ports/player';
import type { Snapshotting } from './fake-unit-of-work';
import { samePlayer } from './same-player';

/** Reviews, one per player and date like the unique index: a second one replaces the ratings. */
export class InMemoryGameReviewRepository implements GameReviewRepository, Snapshotting {
  private reviews: GameReview[] = [];

  async save(review: GameReview): Promise<void> {
    const stored = this.reviews.find(
      (other) => samePlayer(other.player, review.player) && other.gameDate === review.gameDate,
    );
    if (stored) Object.assign(stored, { difficulty: review.difficulty, funLevel: review.funLevel });
    else this.reviews.push(structuredClone(review));
  }

  /** The player's stored reviews (copies). */
  of(player: Player): GameReview[] {
    return structuredClone(this.reviews.filter((review) => samePlayer(review.player, player)));
  }

  /** The guest transfer's UPDATE of the player columns: a moved game is the user's own, no demo. */
  reassign(reviewId: string, player: Player): void {
    const stored = this.reviews.find((review) => review.id === reviewId);
    if (stored) Object.assign(stored, { player, isDemo: player.kind === 'guest' });
  }

  all(): GameReview[] {
    return structuredClone(this.reviews);
  }

  snapshot(): unknown {
    return structuredClone(this.reviews);
  }

  restore(snapshot: unknown): void {
    this.reviews = structuredClone(snapshot as GameReview[]);
  }
}
