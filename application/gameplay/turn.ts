import type * as E from 'fp-ts/Either';
import type { PlayState } from '../../domain/game/play-session';
import type { AppError } from '../errors/app-error';
import type { OwnedAchievement } from '../ports/achievement.repository';
import type { Attempt } from '../ports/attempt.repository';
import type { GameSession } from '../ports/game-session.repository';

// What a gameplay call does to a session (SessionPlay takes it, locked or not) and what it answers.

export interface Turn<T> {
  readonly state: PlayState;
  readonly value: T;
  /** The attempt this turn made, stored with the session's new state (one write for both). */
  readonly attempt?: Attempt;
}

/**
 * An action on a settled session: the new state and what to answer, or a refusal. It may run more than
 * once for one call (when another write came first), so it changes nothing itself. `earlier`: the
 * session's attempts so far, read only when asked.
 */
export type Action<T> = (
  session: GameSession,
  now: number,
  earlier: () => Promise<readonly Attempt[]>,
) => Promise<E.Either<AppError, Turn<T>>>;

/** Why a turn without the lock gave way: another write came first, or the turn needs the lock. */
export type GaveWay = 'raced' | 'needsLock';

/** A session as it stands at `now`, a clock that ran out settled as a loss. */
export interface Settled {
  readonly session: GameSession;
  readonly now: number;
  /**
   * What the score stored by this very call unlocked; null when the call stored none. Only a result
   * shows achievements: `SessionPlay.achievements` gives them, reading them back only when needed.
   */
  readonly unlocked: readonly OwnedAchievement[] | null;
}

export interface Played<T> extends Settled {
  readonly value: T;
}

/**
 * The session with a new state. The domain's transitions answer the very state they were given when
 * nothing changes, so the same session object means there is nothing to save.
 */
export const merged = (session: GameSession, state: PlayState): GameSession =>
  state === session ? session : { ...session, ...state };
