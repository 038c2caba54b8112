import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { SwitchWordResponse } from '../../contracts/game.codec';
import { isPlaying, playSwitch, type SwitchPlay } from '../../domain/game/play-session';
import { fromRule, type AppError } from '../errors/app-error';
import type { Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { GameResults } from './game-results';
import { SessionPlay } from './session-play';
import { toSessionState } from '../../contracts/game-views';

export interface SwitchWordInput {
  readonly rowIndex: number;
  readonly gameDate: string;
}

/** The word switch (DESIGN 5): the server picks the word of the row; the client's `switchedWords` is ignored. */
@injectable()
export class SwitchWord {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(GameResults) private readonly results: GameResults,
  ) {}

  async execute(player: Player, input: SwitchWordInput): Promise<E.Either<AppError, SwitchWordResponse>> {
    const game = await this.calendar.playable(input.gameDate);
    if (E.isLeft(game)) return game;
    const played = await this.play.play(player, game.right, 'start', async (session, now) =>
      E.bimap(fromRule, (turn: SwitchPlay) => ({
        state: turn.state,
        value: turn.outcome,
      }))(playSwitch(game.right, session, input.rowIndex, now)),
    );
    if (E.isLeft(played)) return played;
    const { session, value: outcome, now } = played.right;
    return E.right({
      rowIndex: outcome.rowIndex,
      columnIndex: outcome.columnIndex,
      oldWord: outcome.pair.oldWord,
      newWord: outcome.pair.newWord,
      session: toSessionState(game.right, session, now),
      result: isPlaying(session) ? null : await this.results.of(game.right, played.right),
    });
  }
}
