import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ActiveSessionResponse } from '../../contracts/game.codec';
import { isPlaying } from '../../domain/game/play-session';
import type { AppError } from '../errors/app-error';
import type { Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { noActiveSession } from './gameplay-errors';
import { SessionPlay, type Settled } from './session-play';
import { toActiveSession } from './session-views';

/** The menu's two sessions, each read once and settled. */
export interface MenuSessions {
  /** The most recently started game still in play, of any date. */
  readonly playing: Settled | null;
  /** Today's session, in play or ended. */
  readonly today: Settled | null;
}

/**
 * The menu's session (player spec 2): a game still being played (of any date), else today's game once
 * it ended (the menu then shows it as already played), else none (404).
 */
@injectable()
export class GetActiveSession {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
  ) {}

  async execute(player: Player): Promise<E.Either<AppError, ActiveSessionResponse>> {
    const latest = await this.play.latestPlaying(player);
    // Reading settles it: a game whose clock ran out meanwhile is stored as lost and not shown in play.
    const shown =
      latest && isPlaying(latest.session)
        ? latest
        : await this.todayAfter(player, latest, this.calendar.today());
    return shown ? E.right(toActiveSession(shown.session, shown.now)) : E.left(noActiveSession());
  }

  /** Both sessions (the profile shows both); today's is not read again if it is the latest one. */
  async menu(player: Player, today: string): Promise<MenuSessions> {
    const latest = await this.play.latestPlaying(player);
    return {
      playing: latest && isPlaying(latest.session) ? latest : null,
      today: await this.todayAfter(player, latest, today),
    };
  }

  /** Today's session, unless the latest one read is today's already (settled, so maybe just lost). */
  private async todayAfter(player: Player, latest: Settled | null, today: string): Promise<Settled | null> {
    return latest?.session.gameDate === today ? latest : this.play.find(player, today);
  }
}
