import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ActiveSessionResponse } from '../../contracts/game.codec';
import { isPlaying } from '../../domain/game/play-session';
import type { AppError } from '../errors/app-error';
import { GAME_SESSION_REPOSITORY, type GameSessionRepository } from '../ports/game-session.repository';
import { GAME_REPOSITORY, type GameRepository } from '../ports/game.repository';
import type { Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { noActiveSession } from './gameplay-errors';
import { SessionPlay } from './session-play';
import { toActiveSession } from './session-views';

/**
 * The menu's session (player spec 2): a game still being played (of any date), else today's game once
 * it ended (the menu then shows it as already played), else none (404).
 */
@injectable()
export class GetActiveSession {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(GAME_SESSION_REPOSITORY) private readonly sessions: GameSessionRepository,
    @inject(GAME_REPOSITORY) private readonly games: GameRepository,
  ) {}

  async execute(player: Player): Promise<E.Either<AppError, ActiveSessionResponse>> {
    const playing = await this.sessions.latestPlaying(player);
    const game = playing ? await this.games.findPublished(playing.gameDate) : null;
    if (playing && game) {
      // Reading settles it: a game whose clock ran out meanwhile is stored as lost before it is shown.
      const read = await this.play.read(player, game);
      if (E.isRight(read) && isPlaying(read.right.session)) {
        return E.right(toActiveSession(read.right.session, read.right.now));
      }
    }
    const today = await this.play.find(player, this.calendar.today());
    return today ? E.right(toActiveSession(today.session, today.now)) : E.left(noActiveSession());
  }
}
