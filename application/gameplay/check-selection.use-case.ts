import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { CheckSelectionResponse } from '../../contracts/game.codec';
import { COMBINATION_KEY_SEPARATOR } from '../../domain/game/combination-key';
import { isPlaying, playSelection } from '../../domain/game/play-session';
import { fromRule, type AppError } from '../errors/app-error';
import { ATTEMPT_REPOSITORY, type AttemptRepository } from '../ports/attempt.repository';
import type { Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { SessionPlay } from './session-play';
import { toGameResult, toSessionState } from '../../contracts/game-views';

export interface CheckSelectionInput {
  readonly selectedWords: readonly string[];
  readonly gameDate: string;
}

/** One attempt at a category (DESIGN 5): the server judges it, counts the mistake once per combination. */
@injectable()
export class CheckSelection {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
  ) {}

  async execute(
    player: Player,
    input: CheckSelectionInput,
  ): Promise<E.Either<AppError, CheckSelectionResponse>> {
    const game = await this.calendar.playable(input.gameDate);
    if (E.isLeft(game)) return game;
    const played = await this.play.play(player, game.right, 'start', async (session, now) => {
      const earlier = await this.attempts.ofSession(session.id);
      const wrongKeys = earlier.filter((attempt) => !attempt.wasCorrect).map((attempt) => attempt.key);
      const turn = playSelection(game.right, session, input.selectedWords, wrongKeys, now);
      if (E.isLeft(turn)) return E.left(fromRule(turn.left));
      const { result } = turn.right;
      if (result.kind !== 'alreadyTried') {
        const words = result.key.split(COMBINATION_KEY_SEPARATOR);
        await this.attempts.record(session.id, session.gameDate, {
          key: result.key,
          words,
          wasCorrect: result.kind === 'correct',
        });
      }
      return E.right({ state: turn.right.state, value: result });
    });
    if (E.isLeft(played)) return played;
    const { session, value: result, now } = played.right;
    const state = toSessionState(game.right, session, now);
    const correct = result.kind === 'correct';
    return E.right({
      correct,
      alreadyTried: result.kind === 'alreadyTried',
      oneAway: correct ? false : result.oneAway,
      category: correct
        ? (state.revealedCategoryData.find((c) => c.position === result.categoryIndex) ?? null)
        : null,
      session: state,
      result: isPlaying(session)
        ? null
        : toGameResult(game.right, session, await this.play.achievements(played.right)),
    });
  }
}
