import { inject, injectable } from 'inversify';
import { playRefusal, switchesFor } from '../../domain/game/play-gate';
import { appError, type AppError } from '../errors/app-error';
import { isGuest, type Player } from '../ports/player';
import { GetPublicSettings } from '../settings/get-public-settings.use-case';
import { GameCalendar } from './game-calendar';

/**
 * The system switches as the server holds to them (DESIGN 11), asked only where a game would start or
 * show its words. The settings come through the shared cache (one read), so a switch turned on any
 * process applies on every process as soon as the cached copy is dropped; calls that no switch could
 * refuse (a registered player's earlier day) do not read them at all.
 */
@injectable()
export class PlaySwitches {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(GetPublicSettings) private readonly settings: GetPublicSettings,
  ) {}

  /** Null when the switches let this player open the day's game; else the refusal (403 with its code). */
  async refusal(player: Player | null, gameDate: string): Promise<AppError | null> {
    // A caller naming nobody is treated as a guest: the switches are about who has no account.
    const request = { guest: player === null || isGuest(player), gameDate, today: this.calendar.today() };
    if (switchesFor(request).length === 0) return null;
    const refused = playRefusal(request, await this.settings.execute());
    // Today travels along as with GAME_NOT_FOUND: a client refused a day still learns the server's date.
    return refused && appError(refused.code, refused.message, { today: request.today });
  }
}
