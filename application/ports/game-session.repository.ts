import type { PlayState } from '../../domain/game/play-session';
import type { Attempt } from './attempt.repository';
import type { Player } from './player';

export interface GameSession extends PlayState {
  readonly id: string;
  readonly gameDate: string;
  readonly player: Player;
  readonly isDemo: boolean;
  /** Ended by the player (session end) after the game was over. */
  readonly isActive: boolean;
}

/** A session read without its lock for a turn: its attempts (in the order made) and its row's revision. */
export interface SessionSnapshot {
  readonly session: GameSession;
  readonly attempts: readonly Attempt[];
  /** Changes with every write of the session, whoever makes it: `storeIfUnchanged` compares it. */
  readonly revision: string;
}

export interface GameSessionRepository {
  /** Inserts unless the player already has a session for the date (a retried or parallel first call). */
  createIfAbsent(session: GameSession): Promise<void>;
  /** Inside a unit of work: the session, locked until the work ends, so actions on it run one at a time. */
  lock(player: Player, gameDate: string): Promise<GameSession | null>;
  /**
   * Inside a unit of work: `lock` of the player's session of `session`'s date, or, when there is none,
   * `session` stored and locked as it was given (`created`). One round trip: the first gameplay call of
   * the day is everybody's at once when the day turns.
   */
  lockOrCreate(session: GameSession): Promise<{ session: GameSession; created: boolean }>;
  find(player: Player, gameDate: string): Promise<GameSession | null>;
  save(session: GameSession): Promise<void>;
  /**
   * `save`, with the attempt that made the move recorded in the same round trip (once per session and key,
   * as AttemptRepository.record does): a selection check writes both, and every player checks at once.
   */
  saveWithAttempt(session: GameSession, attempt: Attempt): Promise<void>;
  /** Outside a unit of work: the player's session of the date with its attempts, in one round trip. */
  readForTurn(player: Player, gameDate: string): Promise<SessionSnapshot | null>;
  /**
   * Outside a unit of work, in one round trip: the session's progress stored, with the attempt that made
   * the move (as `saveWithAttempt`), only if its row is still at `revision`; with a null revision the
   * session is new and is inserted, with the attempt, only if the player has none of its date. False when
   * another write came first: then nothing is stored.
   */
  storeIfUnchanged(session: GameSession, revision: string | null, attempt?: Attempt): Promise<boolean>;
  /**
   * Outside a unit of work, in one round trip: `session` stored with `attempt` when the player has none of
   * its date (as `storeIfUnchanged` with no revision), answering 'started'; else the one there is, as
   * `readForTurn` reads it. Null when neither: a parallel first turn stored one this call could not see.
   */
  startOrRead(session: GameSession, attempt?: Attempt): Promise<'started' | SessionSnapshot | null>;
  /** The most recently started session still being played, if any. */
  latestPlaying(player: Player): Promise<GameSession | null>;
  /** The player's sessions of these dates. */
  findMany(player: Player, gameDates: readonly string[]): Promise<GameSession[]>;
  /** Sessions still marked playing that started before `startedBefore`: their clock has surely run out. */
  stillPlayingSince(startedBefore: Date, limit: number): Promise<GameSession[]>;
}

export const GAME_SESSION_REPOSITORY = Symbol.for('GameSessionRepository');
