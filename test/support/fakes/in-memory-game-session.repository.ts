import type { Attempt, AttemptRepository } from '../../../application/ports/attempt.repository';
import type {
  GameSession,
  GameSessionRepository,
  SessionSnapshot,
} from '../../../application/ports/game-session.repository';
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
  /** Each session's revision: the number of the write that stored it, as unique as PostgreSQL's xmin. */
  private revisions = new Map<string, string>();
  private writes = 0;

  /** `attempts`: where saveWithAttempt records, as the table of attempts beside the sessions'. */
  constructor(private readonly attempts?: AttemptRepository) {}

  async createIfAbsent(session: GameSession): Promise<void> {
    if (!this.of(session.player, session.gameDate)) this.insert(session);
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

  async save(session: GameSession): Promise<void> {
    this.saveProgress(session);
  }

  async saveWithAttempt(session: GameSession, attempt: Attempt): Promise<void> {
    await this.record(session, attempt);
    this.saveProgress(session);
  }

  async readForTurn(player: Player, gameDate: string): Promise<SessionSnapshot | null> {
    const session = this.of(player, gameDate);
    return session ? this.snapshotOf(session) : null;
  }

  async storeIfUnchanged(session: GameSession, revision: string | null, attempt?: Attempt): Promise<boolean> {
    if (revision === null) {
      if (this.of(session.player, session.gameDate)) return false;
      this.insert(session);
    } else {
      if (this.revisions.get(session.id) !== revision) return false;
      this.saveProgress(session);
    }
    if (attempt) await this.record(session, attempt);
    return true;
  }

  async startOrRead(session: GameSession, attempt?: Attempt): Promise<'started' | SessionSnapshot | null> {
    const existing = this.of(session.player, session.gameDate);
    if (existing) return this.snapshotOf(existing);
    this.insert(session);
    if (attempt) await this.record(session, attempt);
    return 'started';
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
    if (stored) this.store({ ...stored, player, isDemo: player.kind === 'guest' });
  }

  snapshot(): unknown {
    return structuredClone({ sessions: this.sessions, revisions: this.revisions });
  }

  /** The revisions go back with the rows, as xmin does in a rolled-back transaction; `writes` never does. */
  restore(snapshot: unknown): void {
    ({ sessions: this.sessions, revisions: this.revisions } = structuredClone(
      snapshot as { sessions: Map<string, GameSession>; revisions: Map<string, string> },
    ));
  }

  private async snapshotOf(session: GameSession): Promise<SessionSnapshot> {
    const attempts = this.attempts ? await this.attempts.ofSession(session.id) : [];
    return { session: structuredClone(session), attempts, revision: this.revisions.get(session.id)! };
  }

  private insert(session: GameSession): void {
    if (this.sessions.has(session.id)) throw new Error(`duplicate game session id ${session.id}`);
    this.store(structuredClone(session));
  }

  /** Only the progress changes, as the adapter's UPDATE: who played, the date and the start stay. */
  private saveProgress(session: GameSession): void {
    const stored = this.sessions.get(session.id);
    if (!stored) return;
    const { id, gameDate, player, isDemo, startTime } = stored;
    this.store({ ...structuredClone(session), id, gameDate, player, isDemo, startTime });
  }

  private async record(session: GameSession, attempt: Attempt): Promise<void> {
    if (!this.attempts) throw new Error('InMemoryGameSessionRepository: no attempts store to record in');
    await this.attempts.record(session.id, session.gameDate, attempt);
  }

  private store(session: GameSession): void {
    this.sessions.set(session.id, session);
    this.revisions.set(session.id, String(++this.writes));
  }

  private of(player: Player, gameDate: string): GameSession | undefined {
    return [...this.sessions.values()].find(
      (session) => samePlayer(session.player, player) && session.gameDate === gameDate,
    );
  }
}

const copy = (session: GameSession | undefined): GameSession | null =>
  session ? structuredClone(session) : null;
