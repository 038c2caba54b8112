import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GameReviewsAnswer } from '../../contracts/manage-statistics.codec';
import { periodStart, type StatisticsPeriod } from '../../domain/statistics/statistics-period';
import type { AppError } from '../errors/app-error';
import { GameCalendar } from '../gameplay/game-calendar';
import {
  CONTROL_PANEL_STATISTICS_QUERY,
  type ControlPanelStatisticsQuery,
} from '../ports/control-panel-statistics.query';
import { pageFigures, statisticsPage } from './statistics-paging';

/** Reviewed dates per page: a month of days, like the daily players' list. */
export const REVIEW_DAYS_PAGE_SIZE = 30;
const RATINGS = [1, 2, 3, 4, 5] as const;

export interface GameReviewsRequest {
  readonly period: StatisticsPeriod;
  readonly page?: number;
  readonly limit?: number;
  /** One date instead of the period (YYYY-MM-DD). */
  readonly searchDate?: string;
}

/**
 * GET /game-reviews: the players' ratings of each date's puzzle (difficulty and fun, 1 to 5), averaged per
 * date, newest first, with how often each rating was given. Guests' reviews count too: they rate the same
 * puzzle. A searched date is read whatever the period.
 */
@injectable()
export class GameReviews {
  constructor(
    @inject(CONTROL_PANEL_STATISTICS_QUERY) private readonly query: ControlPanelStatisticsQuery,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
  ) {}

  async execute(request: GameReviewsRequest): Promise<E.Either<AppError, GameReviewsAnswer>> {
    const { period, page, limit, searchDate } = request;
    const searched = searchDate === undefined ? E.right(null) : this.calendar.parseDate(searchDate);
    if (E.isLeft(searched)) return searched;
    const today = this.calendar.today();
    const range =
      searched.right === null
        ? { from: periodStart(period, today), to: today }
        : { from: searched.right, to: searched.right };
    const paging = statisticsPage(page, limit, REVIEW_DAYS_PAGE_SIZE);
    const [{ days, total }, ratings] = await Promise.all([
      this.query.reviewDays(range, paging.window),
      this.query.reviewRatings(range),
    ]);
    const given = new Map(ratings.map((row) => [row.rating, row]));
    const distribution = RATINGS.map((rating) => ({
      rating,
      difficulty: given.get(rating)?.difficulty ?? 0,
      fun: given.get(rating)?.fun ?? 0,
    }));
    return E.right({ period, days, distribution, ...pageFigures(total, paging) });
  }
}
