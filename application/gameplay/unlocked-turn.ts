import * as E from 'fp-ts/Either';
import { isPlaying, settle } from '../../domain/game/play-session';
import type { AppError } from '../errors/app-error';
import type { GameSession, GameSessionRepository, SessionSnapshot } from '../ports/game-session.repository';
import type { Player } from '../ports/player';
import { sessionNotFound } from './gameplay-errors';
import { merged, type Action, type GaveWay, type Played } from './turn';

/**
 * A turn that leaves the game running, taken without the lock (DESIGN 5): it reads the session with its
 * attempts, decides, and stores the new state in one statement only if no other write came in between;
 * otherwise it gives way ('raced'), and SessionPlay decides again or takes the lock. A turn that ends the
 * game, or finds a clock run out, gives way too ('needsLock'): its score is stored under the lock.
 */
export class UnlockedTurn {
  constructor(
    private readonly sessions: GameSessionRepository,
    private readonly newSession: (player: Player, gameDate: string, now: number) => GameSession,
  ) {}

  /**
   * `refusal`: undefined when only an existing session is played here, null when a new one may start,
   * else why a new one may not (then only an existing one is played, and none is created).
   */
  async play<T>(
    player: Player,
    gameDate: string,
    now: number,
    refusal: AppError | null | undefined,
    action: Action<T>,
  ): Promise<E.Either<AppError, Played<T>> | GaveWay> {
    let read: SessionSnapshot | null;
    if (refusal === null) {
      const opened = await this.startOrRead(player, gameDate, now, action);
      if ('played' in opened) return opened.played;
      read = opened.read;
    } else read = await this.sessions.readForTurn(player, gameDate);
    if (!read && refusal !== null) return E.left(refusal ?? sessionNotFound());
    const session = read?.session ?? this.newSession(player, gameDate, now);
    // A clock that ran out is a loss, stored with its score under the lock.
    if (settle(session, now) !== session) return 'needsLock';
    const turn = await action(session, now, async () => read?.attempts ?? []);
    if (E.isLeft(turn)) return turn;
    const next = merged(session, turn.right.state);
    const { attempt, value } = turn.right;
    const played = E.right({ session: next, value, now, unlocked: null });
    if (read && next === session && !attempt) return played;
    if (!isPlaying(next)) return 'needsLock';
    const stored = await this.sessions.storeIfUnchanged(next, read?.revision ?? null, attempt);
    return stored ? played : 'raced';
  }

  /**
   * A turn that may start the session, decided first on a new one and stored with it by the statement that
   * reads the session there may already be: everyone's first turn of the day takes one round trip. Decided
   * again on what was read when there was a session, or when the new one's turn is refused or ends the game.
   */
  private async startOrRead<T>(
    player: Player,
    gameDate: string,
    now: number,
    action: Action<T>,
  ): Promise<{ played: E.Either<AppError, Played<T>> | GaveWay } | { read: SessionSnapshot | null }> {
    const session = this.newSession(player, gameDate, now);
    const turn = await action(session, now, async () => []);
    const next = E.isRight(turn) ? merged(session, turn.right.state) : session;
    if (E.isLeft(turn) || !isPlaying(next))
      return { read: await this.sessions.readForTurn(player, gameDate) };
    const started = await this.sessions.startOrRead(next, turn.right.attempt);
    if (started !== 'started') return started ? { read: started } : { played: 'raced' };
    return { played: E.right({ session: next, value: turn.right.value, now, unlocked: null }) };
  }
}
