import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { CombinationsAnswer } from '../../contracts/manage-statistics.codec';
import type { AppError } from '../errors/app-error';
import {
  CONTROL_PANEL_STATISTICS_QUERY,
  type ControlPanelStatisticsQuery,
} from '../ports/control-panel-statistics.query';
import { GameOfDate } from './game-of-date';
import { pageFigures, statisticsPage } from './statistics-paging';

/** Combinations per page (the spec names none; the control panel's lists of games use 10). */
export const COMBINATIONS_PAGE_SIZE = 10;

/**
 * GET /manage/combinations/{date}?page: every combination tried on the date's game by anybody (guests
 * included: they play the same puzzle), most tried first, and whether it was a group.
 */
@injectable()
export class DateCombinations {
  constructor(
    @inject(CONTROL_PANEL_STATISTICS_QUERY) private readonly query: ControlPanelStatisticsQuery,
    @inject(GameOfDate) private readonly gameOfDate: GameOfDate,
  ) {}

  async execute(
    date: unknown,
    page?: number,
    limit?: number,
  ): Promise<E.Either<AppError, CombinationsAnswer>> {
    const game = await this.gameOfDate.find(date);
    if (E.isLeft(game)) return game;
    const paging = statisticsPage(page, limit, COMBINATIONS_PAGE_SIZE);
    const { combinations, total } = await this.query.combinations(game.right.date, paging.window);
    return E.right({ date: game.right.date, combinations, ...pageFigures(total, paging) });
  }
}
