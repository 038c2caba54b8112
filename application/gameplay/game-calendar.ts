import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateGameDate } from '../../domain/game/game-date';
import { formatGameDateInZone } from '../../domain/game/calendar';
import { nextDayStartInZone } from '../../domain/game/day-start';
import { fromRule, type AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { GAME_REPOSITORY, type GameRepository, type PublishedGame } from '../ports/game.repository';
import { INSTANCE, type Instance } from '../ports/instance.port';
import { gameNotFound } from './gameplay-errors';

/** Which day it is for this instance, and which games can be opened: published ones up to today. */
@injectable()
export class GameCalendar {
  constructor(
    @inject(CLOCK) private readonly clock: Clock,
    @inject(INSTANCE) private readonly instance: Instance,
    @inject(GAME_REPOSITORY) private readonly games: GameRepository,
  ) {}

  today(): string {
    return formatGameDateInZone(this.clock.now(), this.instance.timeZone);
  }

  /** The instance's date at `now` (epoch ms). */
  dateAt(now: number): string {
    return formatGameDateInZone(new Date(now), this.instance.timeZone);
  }

  /** When the next day's puzzle opens after `now` (epoch ms): the instance's next local midnight. */
  nextPuzzleAt(now: number): number {
    return nextDayStartInZone(new Date(now), this.instance.timeZone);
  }

  /** A date as sent by the client: the exact invalid-date message, or the date. */
  parseDate(input: unknown): E.Either<AppError, string> {
    return E.mapLeft(fromRule)(validateGameDate(input));
  }

  /** A future date answers as if there were no game: tomorrow's puzzle must not leak. */
  async playable(input: unknown): Promise<E.Either<AppError, PublishedGame>> {
    const date = this.parseDate(input);
    if (E.isLeft(date)) return date;
    const today = this.today();
    if (date.right > today) return E.left(gameNotFound(today));
    const game = await this.games.findPublished(date.right);
    return game ? E.right(game) : E.left(gameNotFound(today));
  }
}
