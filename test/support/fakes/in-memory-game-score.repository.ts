import type { GameScore, GameScoreRepository } from '../../../application/ports/game-score.repository';
import type { Player } from '../../../application/ports/player';
import type { Snapshotting } from './fake-unit-of-work';
import { samePlayer } from './same-player';

interface State {
  scores: GameScore[];
  /** What the adapter writes on the users row: users.last_played and users.is_cheater. */
  lastPlayed: Map<string, string>;
  cheaters: Set<string>;
}

/** Results, one per player and date like the unique indexes; the user flags the adapter sets are exposed. */
export class InMemoryGameScoreRepository implements GameScoreRepository, Snapshotting {
  private state: State = { scores: [], lastPlayed: new Map(), cheaters: new Set() };

  async record(score: GameScore): Promise<void> {
    const stored = this.state.scores.find(
      (other) => samePlayer(other.player, score.player) && other.gameDate === score.gameDate,
    );
    // The first result stands; only a later finding of cheating overwrites it (score and status only).
    if (!stored) this.state.scores.push(structuredClone(score));
    else if (score.status === 'cheater') Object.assign(stored, { score: 0, status: 'cheater' });
    this.markPlayed(score);
  }

  /** The adapter's write on the users row. */
  private markPlayed(score: GameScore): void {
    if (score.player.kind !== 'user') return;
    const { id } = score.player;
    const last = this.state.lastPlayed.get(id);
    if (last === undefined || last < score.gameDate) this.state.lastPlayed.set(id, score.gameDate);
    if (score.status === 'cheater') this.state.cheaters.add(id);
  }

  /** The player's stored results (copies). */
  of(player: Player): GameScore[] {
    return this.all().filter((score) => samePlayer(score.player, player));
  }

  all(): GameScore[] {
    return structuredClone(this.state.scores);
  }

  lastPlayedOf(userId: string): string | null {
    return this.state.lastPlayed.get(userId) ?? null;
  }

  isCheater(userId: string): boolean {
    return this.state.cheaters.has(userId);
  }

  /**
   * The guest transfer's UPDATE of the player columns: a moved game is the user's own, no demo, and the
   * users row hears of it as of a stored score. Answers the moved score as now stored.
   */
  reassign(scoreId: string, player: Player): GameScore | null {
    const stored = this.state.scores.find((score) => score.id === scoreId);
    if (!stored) return null;
    Object.assign(stored, { player, isDemo: player.kind === 'guest' });
    this.markPlayed(stored);
    return structuredClone(stored);
  }

  snapshot(): unknown {
    return structuredClone(this.state);
  }

  restore(snapshot: unknown): void {
    this.state = structuredClone(snapshot as State);
  }
}
