import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  GAME_DAYS_DEFAULT_LIMIT,
  GAME_DAYS_MAX_LIMIT,
  type DayOutcome,
  type GameDaysResponse,
} from '../../contracts/game-days.codec';
import { MINUTE_MS } from '../../domain/constants/time.constants';
import { EARLIEST_GAME_DATE } from '../../domain/game/game-date';
import type { GameStatus } from '../../domain/scoring/game-status';
import { appError, type AppError } from '../errors/app-error';
import { CACHE, type Cache } from '../ports/cache.port';
import { GAME_REPOSITORY, type GameRepository } from '../ports/game.repository';
import type { Player } from '../ports/player';
import { GameCalendar } from './game-calendar';
import { SessionPlay } from './session-play';

/**
 * The published days change only when a manager publishes or edits a game, which the list may show a
 * minute late; the key carries today, so a new day is never answered from yesterday's list.
 */
const PUBLISHED_DAYS_CACHE_MS = MINUTE_MS;
const publishedDaysKey = (today: string) => `game-days:published:${today}`;

const OUTCOME_OF: Record<GameStatus, DayOutcome> = {
  playing: 'playing',
  won: 'won',
  completed: 'won',
  finished: 'won',
  lost: 'lost',
  // A claim the server refused scores 0 like a loss; the player is not told more here.
  cheater: 'lost',
  forfeit: 'forfeit',
  abandoned: 'forfeit',
};

export interface GameDaysRequest {
  /** Exclusive; absent: today and the days before it. */
  readonly before?: unknown;
  readonly limit?: number;
}

const limitOutOfRange = () =>
  appError('VALIDATION_ERROR', `Invalid request: query.limit: expected 1 to ${GAME_DAYS_MAX_LIMIT}`);

/** GET /game/days, /game/guest/days: the published days up to today, a page at a time, with the player's state. */
@injectable()
export class ListGameDays {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(GAME_REPOSITORY) private readonly games: GameRepository,
    @inject(CACHE) private readonly cache: Cache,
    @inject(SessionPlay) private readonly play: SessionPlay,
  ) {}

  async execute(player: Player, request: GameDaysRequest): Promise<E.Either<AppError, GameDaysResponse>> {
    const limit = request.limit ?? GAME_DAYS_DEFAULT_LIMIT;
    if (limit < 1 || limit > GAME_DAYS_MAX_LIMIT) return E.left(limitOutOfRange());
    const before = request.before === undefined ? null : this.calendar.parseDate(request.before);
    if (before !== null && E.isLeft(before)) return before;

    const today = this.calendar.today();
    const published = await this.publishedUpTo(today);
    // Newest first, so a game's number is how many published days are at or before it.
    const start = before === null ? 0 : firstIndexBefore(published, before.right);
    const page = published.slice(start, start + limit);
    const sessions = page.length === 0 ? [] : await this.play.findMany(player, page);
    const byDate = new Map(sessions.map(({ session }) => [session.gameDate, session]));
    return E.right({
      today,
      days: page.map((date, index) => {
        const session = byDate.get(date);
        return {
          date,
          sequenceNumber: published.length - start - index,
          outcome: session ? OUTCOME_OF[session.status] : null,
          score: session && session.status !== 'playing' ? session.finalScore : null,
        };
      }),
      more: start + limit < published.length,
    });
  }

  /** Every published date up to today, newest first: one short indexed read, shared by every player a minute. */
  private async publishedUpTo(today: string): Promise<string[]> {
    const key = publishedDaysKey(today);
    const cached = await this.cache.get(key);
    if (cached !== null) return JSON.parse(cached) as string[];
    // No game date is earlier: the list reaches back to the first game.
    const dates = await this.games.publishedDates(EARLIEST_GAME_DATE, today);
    await this.cache.set(key, JSON.stringify(dates), PUBLISHED_DAYS_CACHE_MS);
    return dates;
  }
}

/** The index of the first date (newest first) earlier than `before`; the length when there is none. */
function firstIndexBefore(newestFirst: readonly string[], before: string): number {
  const index = newestFirst.findIndex((date) => date < before);
  return index === -1 ? newestFirst.length : index;
}
