import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PlayedStatus } from '../../contracts/game.codec';
import { appError, type AppError } from '../errors/app-error';
import { GAME_REPOSITORY, type GameRepository } from '../ports/game.repository';
import type { Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { SessionPlay } from './session-play';
import { toPlayedStatus } from './session-views';

/** One request covers at most this many dates: the previous-days list asks for a page at a time. */
export const PLAYED_BATCH_MAX_DATES = 100;

/** Whether the player finished the games of some dates, with the final score (menu, previous days). */
@injectable()
export class GetPlayedStatus {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(GAME_REPOSITORY) private readonly games: GameRepository,
  ) {}

  async one(player: Player, gameDate: unknown): Promise<E.Either<AppError, PlayedStatus>> {
    const many = await this.batch(player, [gameDate ?? this.calendar.today()]);
    return E.map((statuses: PlayedStatus[]) => statuses[0] as PlayedStatus)(many);
  }

  async batch(player: Player, input: readonly unknown[]): Promise<E.Either<AppError, PlayedStatus[]>> {
    if (input.length > PLAYED_BATCH_MAX_DATES) {
      return E.left(appError('TOO_MANY_DATES', `Ask for at most ${PLAYED_BATCH_MAX_DATES} dates at once`));
    }
    const dates: string[] = [];
    for (const raw of input) {
      const date = this.calendar.parseDate(raw);
      if (E.isLeft(date)) return date;
      dates.push(date.right);
    }
    if (dates.length === 0) return E.right([]);
    const [available, sessions] = await Promise.all([
      this.available(dates),
      this.play.findMany(player, dates),
    ]);
    const byDate = new Map(sessions.map(({ session }) => [session.gameDate, session]));
    return E.right(dates.map((date) => toPlayedStatus(date, byDate.get(date) ?? null, available.has(date))));
  }

  /** Whether the game of a date can be opened: published, and not after today. */
  async isAvailable(gameDate: string): Promise<boolean> {
    return (await this.available([gameDate])).has(gameDate);
  }

  private async available(dates: readonly string[]): Promise<Set<string>> {
    const today = this.calendar.today();
    const first = [...dates].sort()[0] as string;
    if (first > today) return new Set();
    const published = await this.games.publishedDates(first, today);
    return new Set(published.filter((date) => dates.includes(date)));
  }
}
