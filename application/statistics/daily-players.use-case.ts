import { inject, injectable } from 'inversify';
import type { DailyPlayersAnswer } from '../../contracts/manage-statistics.codec';
import { PAGE_SIZES } from '../../domain/constants/page-sizes.constants';
import { periodStart, type StatisticsPeriod } from '../../domain/statistics/statistics-period';
import { GameCalendar } from '../gameplay/game-calendar';
import {
  CONTROL_PANEL_STATISTICS_QUERY,
  type ControlPanelStatisticsQuery,
} from '../ports/control-panel-statistics.query';
import { pageFigures, statisticsPage } from './statistics-paging';

export interface DailyPlayersRequest {
  readonly period: StatisticsPeriod;
  readonly page?: number;
  readonly limit?: number;
}

/** GET /manage/stats/daily-players: registered players, wins and average score per played date, newest first. */
@injectable()
export class DailyPlayers {
  constructor(
    @inject(CONTROL_PANEL_STATISTICS_QUERY) private readonly query: ControlPanelStatisticsQuery,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
  ) {}

  async execute({ period, page, limit }: DailyPlayersRequest): Promise<DailyPlayersAnswer> {
    const today = this.calendar.today();
    const paging = statisticsPage(page, limit, PAGE_SIZES.dailyPlayers);
    const range = { from: periodStart(period, today), to: today };
    const { days, total } = await this.query.dailyPlayers(range, paging.window);
    return { period, days, ...pageFigures(total, paging) };
  }
}
