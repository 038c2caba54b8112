import type { Attempt, AttemptRepository } from '../../../application/ports/attempt.repository';
import type { GameSession, GameSessionRepository } from '../../../application/ports/game-session.repository';
import type { Player } from '../../../application/ports/player';
import type { Snapshotting } from './fake-unit-of-work';
import { samePlayer } from './same-player';

/**
 * Sessions by id, one per player and date like the partial unique indexes. `lock` is a plain read: the fake
 * unit of work runs one use case at a time and isolates nothing, so the row lock that keeps parallel checks
 * of one session exact is tested on PostgreSQL (test/integration/postgres), not here.
 */
export class InMemoryGameSessionRepository implements GameSessionRepository, Snapshotting {
  private sessions = new Map<string, GameSession>();

  /** `attempts`: where saveWithAttempt records, as the table of attempts beside the sessions'. */
  constructor(private readonly attempts?: AttemptRepository) {}

  async createIfAbsent(session: GameSession): Promise<void> {
    if (this.of(session.player, session.gameDate)) return;
    if (this.sessions.has(session.id)) throw new Error(`duplicate game session id ${session.id}`);
    this.sessions.set(session.id, structuredClone(session));
  }

  async lock(player: Player, gameDate: string): Promise<GameSession | null> {
    return this.find(player, gameDate);
  }

  async lockOrCreate(session: GameSession): Promise<{ session: GameSession; created: boolean }> {
    const existing = await this.lock(session.player, session.gameDate);
    if (existing) return { session: existing, created: false };
    await this.createIfAbsent(session);
    return { session: (await this.lock(session.player, session.gameDate))!, created: true };
  }

  async find(player: Player, gameDate: string): Promise<GameSession | null> {
    return copy(this.of(player, gameDate));
  }

  /** Only the progress changes, as the adapter's UPDATE: who played, the date and the start stay. */
  async save(session: GameSession): Promise<void> {
    const stored = this.sessions.get(session.id);
    if (!stored) return;
    const { id, gameDate, player, isDemo, startTime } = stored;
    this.sessions.set(id, { ...structuredClone(session), id, gameDate, player, isDemo, startTime });
  }

  async saveWithAttempt(session: GameSession, attempt: Attempt): Promise<void> {
    if (!this.attempts) throw new Error('InMemoryGameSessionRepository: no attempts store to record in');
    await this.attempts.record(session.id, session.gameDate, attempt);
    await this.save(session);
  }

  async latestPlaying(player: Player): Promise<GameSession | null> {
    const playing = this.all()
      .filter((session) => samePlayer(session.player, player) && session.status === 'playing')
      .sort((a, b) => b.startTime - a.startTime);
    return copy(playing[0]);
  }

  async stillPlayingSince(startedBefore: Date, limit: number): Promise<GameSession[]> {
    return this.all()
      .filter((session) => session.status === 'playing' && session.startTime < startedBefore.getTime())
      .slice(0, limit)
      .map((session) => structuredClone(session));
  }

  async findMany(player: Player, gameDates: readonly string[]): Promise<GameSession[]> {
    return this.all()
      .filter((session) => samePlayer(session.player, player) && gameDates.includes(session.gameDate))
      .map((session) => structuredClone(session));
  }

  /** Every stored session (copies), for the other fakes that read the table: statistics, publishing. */
  all(): GameSession[] {
    return [...this.sessions.values()].map((session) => structuredClone(session));
  }

  /** The guest transfer's UPDATE of the player columns: a moved game is the user's own, no demo. */
  reassign(sessionId: string, player: Player): void {
    const stored = this.sessions.get(sessionId);
    if (stored) this.sessions.set(sessionId, { ...stored, player, isDemo: player.kind === 'guest' });
  }

  snapshot(): unknown {
    return structuredClone(this.sessions);
  }

  restore(snapshot: unknown): void {
    this.sessions = structuredClone(snapshot as Map<string, GameSession>);
  }

  private of(player: Player, gameDate: string): GameSession | undefined {
    return [...this.sessions.values()].find(
      (session) => samePlayer(session.player, player) && session.gameDate === gameDate,
    );
  }
}

const copy = (session: GameSession | undefined): GameSession | null =>
  session ? structuredClone(session) : null;
