import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { DailyGameResponse, InitialDataResponse } from '../../contracts/game.codec';
import type { AppError } from '../errors/app-error';
import type { PublishedGame } from '../ports/game.repository';
import { isGuest, userPlayer, type Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { GamePreferencesService } from './game-preferences.use-case';
import { PlaySwitches } from './play-switches';
import { SessionPlay } from './session-play';
import { toSessionState } from '../../contracts/game-views';
import { toPlayedStatus } from './session-views';

/** The puzzle as published: words in their fixed layout, no grouping. Open to guests (demo). */
@injectable()
export class GetDailyGame {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(GamePreferencesService) private readonly preferences: GamePreferencesService,
    @inject(PlaySwitches) private readonly switches: PlaySwitches,
  ) {}

  /**
   * The words of a day a switch withholds are not shown either (403 with the switch's code): a puzzle
   * nobody may start yet would otherwise be studied before its clock runs. A player who started it
   * before the switch went off still gets it, to finish the game.
   */
  async execute(gameDate: unknown, player: Player | null): Promise<E.Either<AppError, DailyGameResponse>> {
    const game = await this.calendar.playable(gameDate ?? this.calendar.today());
    if (E.isLeft(game)) return game;
    const refused = await this.switches.refusal(player, game.right.gameDate);
    if (refused && !(player && (await this.play.find(player, game.right.gameDate)))) return E.left(refused);
    return E.right(this.view(game.right, player));
  }

  /** GET /game/initial-data: the day's puzzle, the caller's session and played status, and preferences. */
  async initialData(userId: string, gameDate: unknown): Promise<E.Either<AppError, InitialDataResponse>> {
    const player = userPlayer(userId);
    const today = this.calendar.today();
    const date = this.calendar.parseDate(gameDate ?? today);
    if (E.isLeft(date)) return date;
    const game = await this.calendar.playable(date.right);
    const found = E.isRight(game) ? await this.play.find(player, date.right) : null;
    // A day the daily switch withholds answers as a day without a game (not a 403): this call also
    // tells the browser today's date, which the previous days list needs with the daily game off.
    const shown =
      E.isRight(game) && (found || !(await this.switches.refusal(player, date.right))) ? game.right : null;
    return E.right({
      today,
      game: shown ? this.view(shown, player) : null,
      session: shown && found ? toSessionState(shown, found.session, found.now) : null,
      played: toPlayedStatus(date.right, found?.session ?? null, shown !== null),
      preferences: await this.preferences.get(userId),
    });
  }

  private view(game: PublishedGame, player: Player | null): DailyGameResponse {
    return {
      gameDate: game.gameDate,
      today: this.calendar.today(),
      title: game.title,
      sequenceNumber: game.sequenceNumber,
      gridLayout: game.gridLayout.map((row) => [...row]),
      isDemo: player === null || isGuest(player),
    };
  }
}
