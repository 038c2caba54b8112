import { inject, injectable } from 'inversify';
import { playRefusal, switchesFor } from '../../domain/game/play-gate';
import { appError, type AppError } from '../errors/app-error';
import { isGuest, type Player } from '../ports/player';
import { GetPublicSettings } from '../settings/get-public-settings.use-case';
import type { SystemSettings } from '../settings/system-settings';
import { GameCalendar } from './game-calendar';

/**
 * The system switches as the server holds to them (DESIGN 11), asked only where a game would start or
 * show its words. The settings come through the shared cache (one read), so a switch turned on any
 * process applies on every process as soon as the cached copy is dropped; calls that no switch could
 * refuse (a registered player's earlier day) do not read them at all.
 */
@injectable()
export class PlaySwitches {
  /** The settings read under way: requests that arrive meanwhile take its answer instead of reading again. */
  private reading: Promise<SystemSettings> | null = null;

  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(GetPublicSettings) private readonly settings: GetPublicSettings,
  ) {}

  /** Null when the switches let this player open the day's game; else the refusal (403 with its code). */
  async refusal(player: Player | null, gameDate: string): Promise<AppError | null> {
    // A caller naming nobody is treated as a guest: the switches are about who has no account.
    const request = { guest: player === null || isGuest(player), gameDate, today: this.calendar.today() };
    if (switchesFor(request).length === 0) return null;
    const refused = playRefusal(request, await this.currentSettings());
    // Today travels along as with GAME_NOT_FOUND: a client refused a day still learns the server's date.
    return refused && appError(refused.code, refused.message, { today: request.today });
  }

  /**
   * One read of the shared settings for all the requests that ask while it is under way: when the day
   * turns, every player asks at once, and each answer waited for the cache anyway. A request joining a read
   * gets what that read finds, so a save can reach it one read (a cache round trip, or a store read on a
   * miss) later than before; it still holds for every request after that.
   */
  private currentSettings(): Promise<SystemSettings> {
    if (!this.reading) {
      this.reading = this.settings.execute().finally(() => {
        this.reading = null;
      });
    }
    return this.reading;
  }
}
