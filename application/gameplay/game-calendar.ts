import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateGameDate } from '../../domain/game/game-date';
import { addDays, formatGameDateInZone } from '../../domain/game/calendar';
import { dayStartInZone, nextDayStartInZone } from '../../domain/game/day-start';
import { fromRule, type AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import type { GameRepository, PublishedGame } from '../ports/game.repository';
import { INSTANCE, type Instance } from '../ports/instance.port';
import { gameNotFound } from './gameplay-errors';
import { PublishedGames } from './published-games';

/** Which day it is for this instance, and which games can be opened: published ones up to today. */
@injectable()
export class GameCalendar {
  /** The day last asked for and the instants it spans: every request asks, and a day lasts a day. */
  private day: { readonly date: string; readonly from: number; readonly until: number } | null = null;

  constructor(
    @inject(CLOCK) private readonly clock: Clock,
    @inject(INSTANCE) private readonly instance: Instance,
    // The games as this process keeps them (PublishedGames); any store of published games will do.
    @inject(PublishedGames) private readonly games: Pick<GameRepository, 'findPublished'>,
  ) {}

  today(): string {
    const now = this.clock.now().getTime();
    const day = this.day;
    if (day && now >= day.from && now < day.until) return day.date;
    // The day's bounds come from the zone's rules (daylight saving included), so a clock moved either way
    // (tests move theirs) falls outside them and asks again.
    const date = formatGameDateInZone(new Date(now), this.instance.timeZone);
    const from = dayStartInZone(date, this.instance.timeZone);
    const until = dayStartInZone(addDays(date, 1), this.instance.timeZone);
    this.day = { date, from, until };
    return date;
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
