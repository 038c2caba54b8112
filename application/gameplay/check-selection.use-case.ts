import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { CheckSelectionResponse } from '../../contracts/game.codec';
import { COMBINATION_KEY_SEPARATOR } from '../../domain/game/combination-key';
import { isPlaying, playSelection } from '../../domain/game/play-session';
import type { SelectionResult } from '../../domain/game/selection-check';
import { fromRule, type AppError } from '../errors/app-error';
import type { Attempt } from '../ports/attempt.repository';
import type { Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { GameResults } from './game-results';
import { SessionPlay } from './session-play';
import { toSessionState } from '../../contracts/game-views';

export interface CheckSelectionInput {
  readonly selectedWords: readonly string[];
  readonly gameDate: string;
}

/** A judged selection and the session's attempts after it (a recorded one last). */
interface Judged {
  readonly result: SelectionResult;
  readonly attempts: readonly Attempt[];
}

/** One attempt at a category (DESIGN 5): the server judges it, counts the mistake once per combination. */
@injectable()
export class CheckSelection {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(GameResults) private readonly results: GameResults,
  ) {}

  async execute(
    player: Player,
    input: CheckSelectionInput,
  ): Promise<E.Either<AppError, CheckSelectionResponse>> {
    const game = await this.calendar.playable(input.gameDate);
    if (E.isLeft(game)) return game;
    const played = await this.play.play<Judged>(
      player,
      game.right,
      'start',
      async (session, now, attemptsSoFar) => {
        const earlier = await attemptsSoFar();
        const wrongKeys = earlier.filter((attempt) => !attempt.wasCorrect).map((attempt) => attempt.key);
        const turn = playSelection(game.right, session, input.selectedWords, wrongKeys, now);
        if (E.isLeft(turn)) return E.left(fromRule(turn.left));
        const { result, state } = turn.right;
        if (result.kind === 'alreadyTried') return E.right({ state, value: { result, attempts: earlier } });
        const attempt: Attempt = {
          key: result.key,
          words: result.key.split(COMBINATION_KEY_SEPARATOR),
          wasCorrect: result.kind === 'correct',
        };
        // Stored with the session's new state. A result built from these (the attempt that ended the game)
        // reads no attempts again.
        return E.right({ state, attempt, value: { result, attempts: [...earlier, attempt] } });
      },
    );
    if (E.isLeft(played)) return played;
    const { session, now } = played.right;
    const { result, attempts } = played.right.value;
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
      result: isPlaying(session) ? null : await this.results.of(game.right, played.right, attempts),
    });
  }
}
