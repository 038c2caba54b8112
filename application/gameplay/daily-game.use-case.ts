import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { DailyGameResponse, InitialDataResponse } from '../../contracts/game.codec';
import type { AppError } from '../errors/app-error';
import type { PublishedGame } from '../ports/game.repository';
import { isGuest, userPlayer, type Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { GamePreferencesService } from './game-preferences.use-case';
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
  ) {}

  async execute(gameDate: unknown, player: Player | null): Promise<E.Either<AppError, DailyGameResponse>> {
    const game = await this.calendar.playable(gameDate ?? this.calendar.today());
    return E.map((found: PublishedGame) => this.view(found, player))(game);
  }

  /** GET /game/initial-data: the day's puzzle, the caller's session and played status, and preferences. */
  async initialData(userId: string, gameDate: unknown): Promise<E.Either<AppError, InitialDataResponse>> {
    const player = userPlayer(userId);
    const today = this.calendar.today();
    const date = this.calendar.parseDate(gameDate ?? today);
    if (E.isLeft(date)) return date;
    const game = await this.calendar.playable(date.right);
    const found = E.isRight(game) ? await this.play.find(player, date.right) : null;
    return E.right({
      today,
      game: E.isRight(game) ? this.view(game.right, player) : null,
      session: E.isRight(game) && found ? toSessionState(game.right, found.session, found.now) : null,
      played: toPlayedStatus(date.right, found?.session ?? null, E.isRight(game)),
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
