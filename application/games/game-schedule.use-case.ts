import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type {
  GameCalendarAnswer,
  GameCategoriesAnswer,
  ManagedGamesAnswer,
  ManagedGameView,
  RecentUsageAnswer,
} from '../../contracts/manage-games.codec';
import { FIRST_PAGE, PAGE_SIZES } from '../../domain/constants/page-sizes.constants';
import { addDays, daysBetween } from '../../domain/game/calendar';
import { isGameDate } from '../../domain/game/game-date';
import {
  AVAILABLE_DATES_DAYS,
  freeDates,
  listStatusOf,
  PAGED_GAME_STATUSES,
  type ManagedGameStatus,
} from '../../domain/puzzles/game-schedule';
import { RECENT_USE_DAYS, recentUseKey } from '../../domain/puzzles/puzzle-warnings';
import type { AppError } from '../errors/app-error';
import { GameCalendar } from '../gameplay/game-calendar';
import { MANAGED_GAME_REPOSITORY, type ManagedGameRepository } from '../ports/managed-game.repository';
import { dateRangeInvalid, managedGameNotFound } from './game-management-errors';
import { ManagedGameViews } from './game-lookup';

/** The calendar view asks for a month and its neighbours' days at most. */
const CALENDAR_MAX_DAYS = 93;
const MAX_PAGE_SIZE = 100;

/** Groups texts by their normalised key, keeping the first spelling and every date once, in order. */
const byKey = (entries: readonly { text: string; date: string }[]) => {
  const grouped = new Map<string, { text: string; dates: string[] }>();
  for (const { text, date } of entries) {
    const key = recentUseKey(text);
    const entry = grouped.get(key) ?? { text, dates: [] };
    if (!entry.dates.includes(date)) entry.dates.push(date);
    grouped.set(key, entry);
  }
  return [...grouped.values()].map((entry) => ({ ...entry, dates: entry.dates.sort() }));
};

/** The control panel's reads of games: lists by status, one game, free dates, the calendar, recent words. */
@injectable()
export class GameSchedule {
  constructor(
    @inject(MANAGED_GAME_REPOSITORY) private readonly games: ManagedGameRepository,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(ManagedGameViews) private readonly views: ManagedGameViews,
  ) {}

  async list(
    status: ManagedGameStatus,
    page: number = FIRST_PAGE,
    limit: number = PAGE_SIZES.managedGames,
  ): Promise<ManagedGamesAnswer> {
    const today = this.calendar.today();
    if (!PAGED_GAME_STATUSES.includes(status)) {
      const { games } = await this.games.list({ status, today, offset: 0, limit: null });
      return { games: await this.views.of(games) };
    }
    const size = Math.min(Math.max(limit, 1), MAX_PAGE_SIZE);
    const currentPage = Math.max(page, FIRST_PAGE);
    const { games, total } = await this.games.list({
      status,
      today,
      offset: (currentPage - 1) * size,
      limit: size,
    });
    return { games: await this.views.of(games), total, pages: Math.ceil(total / size), currentPage };
  }

  async one(id: string): Promise<E.Either<AppError, ManagedGameView>> {
    const game = await this.games.find(id);
    return game ? E.right(await this.views.one(game)) : E.left(managedGameNotFound());
  }

  async categoriesOn(date: string): Promise<E.Either<AppError, GameCategoriesAnswer>> {
    const valid = this.calendar.parseDate(date);
    if (E.isLeft(valid)) return valid;
    const day = (await this.games.calendar(date, date))[0];
    const game = day ? await this.games.find(day.gameId) : null;
    if (!game) return E.left(managedGameNotFound());
    return E.right({ date, categories: (await this.views.one(game)).categories });
  }

  /** The first date from today on that no game (draft included) takes. */
  async nextDate(): Promise<{ date: string }> {
    for (let from = this.calendar.today(); ; from = addDays(from, AVAILABLE_DATES_DAYS)) {
      const taken = await this.games.takenDates(from, addDays(from, AVAILABLE_DATES_DAYS - 1));
      const free = freeDates(from, AVAILABLE_DATES_DAYS, taken)[0];
      if (free) return { date: free };
    }
  }

  /** The free dates of the next 60 days, today included. */
  async availableDates(): Promise<{ dates: string[] }> {
    const today = this.calendar.today();
    const taken = await this.games.takenDates(today, addDays(today, AVAILABLE_DATES_DAYS - 1));
    return { dates: freeDates(today, AVAILABLE_DATES_DAYS, taken) };
  }

  async calendarDays(from: unknown, to: unknown): Promise<E.Either<AppError, GameCalendarAnswer>> {
    if (!isGameDate(from) || !isGameDate(to))
      return E.left(dateRangeInvalid('from and to must be dates YYYY-MM-DD'));
    const span = daysBetween(from, to);
    if (span < 0 || span >= CALENDAR_MAX_DAYS)
      return E.left(dateRangeInvalid(`from must not be after to, at most ${CALENDAR_MAX_DAYS} days`));
    const today = this.calendar.today();
    const days = await this.games.calendar(from, to);
    return E.right({
      from,
      to,
      days: days.map((day) => ({
        date: day.date,
        gameId: day.gameId,
        title: day.title,
        status: listStatusOf({ date: day.date, published: day.published }, today),
      })),
    });
  }

  /** Other games' words and names within 60 days either side of the date, for the editor's warnings. */
  async recentUsage(
    date: unknown,
    exceptGameId: string | null,
  ): Promise<E.Either<AppError, RecentUsageAnswer>> {
    if (!isGameDate(date)) return E.left(dateRangeInvalid('date must be a date YYYY-MM-DD'));
    const usage = await this.games.usageBetween(
      addDays(date, -RECENT_USE_DAYS),
      addDays(date, RECENT_USE_DAYS),
      exceptGameId,
    );
    return E.right({
      date,
      words: byKey(usage.words.map(({ word, date: on }) => ({ text: word, date: on }))).map(
        ({ text, dates }) => ({
          word: text,
          dates,
        }),
      ),
      names: byKey(usage.names.map(({ name, date: on }) => ({ text: name, date: on }))).map(
        ({ text, dates }) => ({
          name: text,
          dates,
        }),
      ),
    });
  }
}
