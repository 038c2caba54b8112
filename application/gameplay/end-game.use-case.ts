import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GameResult } from '../../contracts/game.codec';
import { isPlaying, judgeSubmission, playForfeit } from '../../domain/game/play-session';
import type { AppError } from '../errors/app-error';
import type { Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { GameResults } from './game-results';
import { gameInProgress, noActiveGame, sessionNotFound } from './gameplay-errors';
import { SessionPlay, type Action } from './session-play';

export interface Submission {
  readonly gameDate: string;
  readonly completedCategories?: readonly number[];
  readonly forfeit?: boolean;
}

/**
 * The three ways a game reaches its end from the client: forfeit, ending the session, and the score
 * submission. Each answers the server's result; none takes a time or score from the client.
 */
@injectable()
export class EndGame {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(GameResults) private readonly results: GameResults,
  ) {}

  /** POST /game/forfeit/{date}: score 0. Forfeiting a game that already ended answers its result. */
  async forfeit(player: Player, gameDate: unknown): Promise<E.Either<AppError, GameResult>> {
    return this.finish(player, gameDate, noActiveGame, async (session, now) =>
      E.right({ state: playForfeit(session, now), value: null }),
    );
  }

  /** POST /game/session/end: a game in progress is forfeited; the session stops being active either way. */
  async endSession(player: Player, gameDate: unknown): Promise<E.Either<AppError, GameResult>> {
    return this.finish(player, gameDate, sessionNotFound, async (session, now) => {
      const ended = playForfeit(session, now);
      // An ended session ended again is left as it is (nothing to save).
      const state = ended === session && !session.isActive ? session : { ...ended, isActive: false };
      return E.right({ state, value: null });
    });
  }

  /**
   * POST /game/submit-score: the claim is evidence only (DESIGN 5). A claim of categories the server never
   * saw solved stores `cheater` with score 0; an honest claim about a game still running changes nothing.
   */
  async submit(player: Player, submission: Submission): Promise<E.Either<AppError, GameResult>> {
    const claim = {
      completedCategories: submission.completedCategories ?? [],
      forfeit: submission.forfeit === true,
    };
    const game = await this.calendar.playable(submission.gameDate);
    if (E.isLeft(game)) return game;
    const played = await this.play.play(player, game.right, 'start', async (session, now) => {
      const outcome = judgeSubmission(session, claim, now);
      return outcome.kind === 'inProgress'
        ? E.left(gameInProgress())
        : E.right({ state: outcome.state, value: null });
    });
    if (E.isLeft(played)) return played;
    return E.right(await this.results.of(game.right, played.right));
  }

  private async finish(
    player: Player,
    gameDate: unknown,
    missing: () => AppError,
    end: Action<null>,
  ): Promise<E.Either<AppError, GameResult>> {
    const game = await this.calendar.playable(gameDate);
    if (E.isLeft(game)) return game;
    const played = await this.play.play(player, game.right, 'existing', end);
    if (E.isLeft(played)) return E.left(played.left.code === 'SESSION_NOT_FOUND' ? missing() : played.left);
    return isPlaying(played.right.session)
      ? E.left(gameInProgress())
      : E.right(await this.results.of(game.right, played.right));
  }
}
