import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { isPlaying, newPlayState, settle } from '../../domain/game/play-session';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import type { OwnedAchievement } from '../ports/achievement.repository';
import { ATTEMPT_REPOSITORY, type AttemptRepository } from '../ports/attempt.repository';
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
import { PlaySwitches } from './play-switches';
import { merged, type Action, type Played, type Settled } from './turn';
import { UnlockedTurn } from './unlocked-turn';

export type { Action, Played, Settled, Turn } from './turn';

export type SessionMode = 'start' | 'existing';

/** Turns tried without the lock before a call takes it: each one lost means another write came first. */
const UNLOCKED_ROUNDS = 2;

/**
 * Every change of a game goes through here (DESIGN 5): the first gameplay call creates the session (fixing
 * startTime on the server clock) unless a system switch refuses a new game (DESIGN 11), a run-down clock is
 * settled as a loss before anything else, and a game that ends stores its score with it.
 * A turn that leaves the game running (most of them) takes no lock (UnlockedTurn): it reads the session with
 * its attempts, decides, and stores the new state in one statement only if no other write came in between,
 * else it decides again on what that write left. That keeps mistakes exact under concurrency in two round
 * trips, and in one for a player's first turn of the day (everybody's at once when the day turns).
 * A turn that ends the game, or the last rounds of a contended one, runs in one transaction holding the
 * session's row lock, where the score is stored too.
 * A refused action writes nothing, not even the session it would have started. Reads of a session come
 * here too (find, findMany, latestPlaying), so that every one of them sees a run-out clock as a loss.
 */
@injectable()
export class SessionPlay {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(GAME_SESSION_REPOSITORY) private readonly sessions: GameSessionRepository,
    @inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    @inject(GAME_SCORE_REPOSITORY) private readonly scores: GameScoreRepository,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SCORE_EFFECTS) private readonly effects: ScoreEffects,
    @inject(PlaySwitches) private readonly switches: PlaySwitches,
  ) {
    this.unlocked = new UnlockedTurn(sessions, (player, gameDate, now) =>
      this.newSession(player, gameDate, now),
    );
  }

  private readonly unlocked: UnlockedTurn;

  /** An action on the player's session of a game: only a published game (the caller has it) can start one. */
  async play<T>(
    player: Player,
    game: PublishedGame,
    mode: SessionMode,
    action: Action<T>,
  ): Promise<E.Either<AppError, Played<T>>> {
    return this.playDate(player, game.gameDate, mode, action);
  }

  /**
   * The player's session of a date as it stands now, or null. Reads are the common call (menu, resume,
   * statistics), so they take no lock: only a clock that ran out changes anything, and then the loss is
   * stored under the lock like any action. Every read of a session for a player goes through here, so
   * none of them shows a game as still running after its score reached 0.
   */
  async find(player: Player, gameDate: string): Promise<Settled | null> {
    const session = await this.sessions.find(player, gameDate);
    return session ? this.settled(session) : null;
  }

  /** `find` for several dates at once (the previous-days list). */
  async findMany(player: Player, gameDates: readonly string[]): Promise<Settled[]> {
    const settled: Settled[] = [];
    for (const session of await this.sessions.findMany(player, gameDates)) {
      settled.push(await this.settled(session));
    }
    return settled;
  }

  /**
   * The most recently started session that was still in play, settled: if its clock ran out meanwhile,
   * it is answered (and stored) as lost.
   */
  async latestPlaying(player: Player): Promise<Settled | null> {
    const session = await this.sessions.latestPlaying(player);
    return session ? this.settled(session) : null;
  }

  /** `find`, for a game the caller already has: a missing session is SESSION_NOT_FOUND. */
  async read(player: Player, game: PublishedGame): Promise<E.Either<AppError, Settled>> {
    const found = await this.find(player, game.gameDate);
    return found ? E.right(found) : E.left(sessionNotFound());
  }

  /**
   * A session read without its lock, brought up to now. A clock that ran out is stored as a loss (with
   * its score) under the lock, which also reads what a parallel action may have changed meanwhile.
   */
  async settled(session: GameSession): Promise<Settled> {
    const now = this.clock.now().getTime();
    const state = settle(session, now);
    if (state === session) return { session, now, unlocked: null };
    const stored = await this.playUnderLock(session.player, session.gameDate, undefined, async (locked) =>
      E.right({ state: locked, value: null }),
    );
    // Only a session removed meanwhile (an erased account) cannot be stored: show it settled all the same.
    return E.isRight(stored) ? stored.right : { session: merged(session, state), now, unlocked: null };
  }

  /**
   * What a finished game unlocked, for its result (empty while it runs, and for guests and demo games):
   * the score this call stored tells it; otherwise it is read back.
   */
  async achievements(settled: Settled): Promise<readonly OwnedAchievement[]> {
    if (settled.unlocked) return settled.unlocked;
    return isPlaying(settled.session) ? [] : this.effects.ofGame(settled.session);
  }

  private async playDate<T>(
    player: Player,
    gameDate: string,
    mode: SessionMode,
    action: Action<T>,
  ): Promise<E.Either<AppError, Played<T>>> {
    // Only a new game is refused by the system switches: one already started may always be finished. They
    // are read before any transaction: a transaction waiting for a read that needs a connection of the same
    // pool (the settings on a cache miss) could hold the last one.
    const refusal = mode === 'start' ? await this.switches.refusal(player, gameDate) : undefined;
    for (let round = 0; round < UNLOCKED_ROUNDS; round++) {
      const played = await this.unlocked.play(player, gameDate, this.clock.now().getTime(), refusal, action);
      if (played === 'needsLock') break;
      if (played !== 'raced') return played;
    }
    return this.playUnderLock(player, gameDate, refusal, action);
  }

  /** An action in one transaction holding the session's row lock; `refusal` as in `playUnlocked`. */
  private async playUnderLock<T>(
    player: Player,
    gameDate: string,
    refusal: AppError | null | undefined,
    action: Action<T>,
  ): Promise<E.Either<AppError, Played<T>>> {
    // An action's refusal rolls the transaction back, so a session created for it is not kept either.
    return runEither(this.unitOfWork, async () => {
      const now = this.clock.now().getTime();
      const opened =
        refusal === null
          ? await this.sessions.lockOrCreate(this.newSession(player, gameDate, now))
          : { session: await this.sessions.lock(player, gameDate), created: false };
      const session = opened.session;
      if (!session) return E.left(refusal ?? sessionNotFound());
      const settled = merged(session, settle(session, now));
      // A session this call started has no attempts yet: there is nothing to read.
      const earlier = async () => (opened.created ? [] : this.attempts.ofSession(session.id));
      const turn = await action(settled, now, earlier);
      if (E.isLeft(turn)) return turn;
      const next = merged(settled, turn.right.state);
      const attempt = turn.right.attempt;
      if (attempt) await this.sessions.saveWithAttempt(next, attempt);
      else if (next !== session) await this.sessions.save(next);
      // A game ending, or an ended game found to be cheated, stores its (final) score.
      const unlocked =
        next.status !== session.status && !isPlaying(next) ? await this.recordScore(next, now) : null;
      return E.right({ session: next, value: turn.right.value, now, unlocked });
    });
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
