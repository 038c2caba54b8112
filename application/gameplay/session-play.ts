import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { isPlaying, newPlayState, settle, type PlayState } from '../../domain/game/play-session';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import type { OwnedAchievement } from '../ports/achievement.repository';
import {
  GAME_SCORE_REPOSITORY,
  type GameScore,
  type GameScoreRepository,
} from '../ports/game-score.repository';
import {
  GAME_SESSION_REPOSITORY,
  type GameSession,
  type GameSessionRepository,
} from '../ports/game-session.repository';
import type { PublishedGame } from '../ports/game.repository';
import { isGuest, type Player } from '../ports/player';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { SCORE_EFFECTS, type ScoreEffects } from '../ports/score-effects.port';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { sessionNotFound } from './gameplay-errors';

export interface Turn<T> {
  readonly state: PlayState;
  readonly value: T;
}

/** An action on a locked, settled session: the new state and what to answer, or a refusal. */
export type Action<T> = (session: GameSession, now: number) => Promise<E.Either<AppError, Turn<T>>>;

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

export type SessionMode = 'start' | 'existing';

/**
 * The session with a new state. The domain's transitions answer the very state they were given when
 * nothing changes, so the same session object means there is nothing to save.
 */
const merged = (session: GameSession, state: PlayState): GameSession =>
  state === session ? session : { ...session, ...state };

/**
 * Every change of a game goes through here, in one transaction holding the session's row lock (DESIGN 5):
 * the first gameplay call creates the session (fixing startTime on the server clock), a run-down clock is
 * settled as a loss before anything else, and a game that ends stores its score in the same transaction.
 * A refused action writes nothing, not even the session it would have started.
 */
@injectable()
export class SessionPlay {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(GAME_SESSION_REPOSITORY) private readonly sessions: GameSessionRepository,
    @inject(GAME_SCORE_REPOSITORY) private readonly scores: GameScoreRepository,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SCORE_EFFECTS) private readonly effects: ScoreEffects,
  ) {}

  async play<T>(
    player: Player,
    game: PublishedGame,
    mode: SessionMode,
    action: Action<T>,
  ): Promise<E.Either<AppError, Played<T>>> {
    // A refusal rolls the transaction back, so a session created for it is not kept either.
    return runEither(this.unitOfWork, () => this.playLocked(player, game, mode, action));
  }

  /**
   * The session as it stands now. Reads are the common call (menu, resume), so they take no lock: only a
   * clock that ran out changes anything, and then the loss is stored under the lock like any action.
   */
  async read(player: Player, game: PublishedGame): Promise<E.Either<AppError, Played<null>>> {
    const session = await this.sessions.find(player, game.gameDate);
    if (!session) return E.left(sessionNotFound());
    const now = this.clock.now().getTime();
    if (settle(session, now) === session) return E.right({ session, value: null, now, unlocked: null });
    return this.play(player, game, 'existing', async (settled) => E.right({ state: settled, value: null }));
  }

  /**
   * What a finished game unlocked, for its result (empty while it runs, and for guests and demo games):
   * the score this call stored tells it; otherwise it is read back.
   */
  async achievements(settled: Settled): Promise<readonly OwnedAchievement[]> {
    if (settled.unlocked) return settled.unlocked;
    return isPlaying(settled.session) ? [] : this.effects.ofGame(settled.session);
  }

  private async playLocked<T>(
    player: Player,
    game: PublishedGame,
    mode: SessionMode,
    action: Action<T>,
  ): Promise<E.Either<AppError, Played<T>>> {
    const now = this.clock.now().getTime();
    let session = await this.sessions.lock(player, game.gameDate);
    if (!session && mode === 'start') {
      await this.sessions.createIfAbsent(this.newSession(player, game.gameDate, now));
      session = await this.sessions.lock(player, game.gameDate);
    }
    if (!session) return E.left(sessionNotFound());
    const settled = merged(session, settle(session, now));
    const turn = await action(settled, now);
    if (E.isLeft(turn)) return turn;
    const next = merged(settled, turn.right.state);
    if (next !== session) await this.sessions.save(next);
    // A game ending, or an ended game found to be cheated, stores its (final) score.
    const unlocked =
      next.status !== session.status && !isPlaying(next) ? await this.recordScore(next, now) : null;
    return E.right({ session: next, value: turn.right.value, now, unlocked });
  }

  private newSession(player: Player, gameDate: string, now: number): GameSession {
    return {
      ...newPlayState(now),
      id: this.random.uuid(),
      gameDate,
      player,
      isDemo: isGuest(player),
      isActive: true,
    };
  }

  private async recordScore(session: GameSession, now: number): Promise<readonly OwnedAchievement[]> {
    const score: GameScore = {
      id: this.random.uuid(),
      gameDate: session.gameDate,
      player: session.player,
      score: session.finalScore ?? 0,
      status: session.status,
      elapsedSeconds: session.elapsedSeconds ?? 0,
      mistakes: session.mistakes,
      switches: session.switched.length,
      isDemo: session.isDemo,
      completedAt: new Date(session.endedAt ?? now),
    };
    await this.scores.record(score);
    return this.effects.afterScore(score);
  }
}
