import { ContainerModule } from 'inversify';
import { CONTROL_PANEL_STATISTICS_QUERY } from '../../application/ports/control-panel-statistics.query';
import { ActiveSessions } from '../../application/statistics/active-sessions.use-case';
import { CategoriesOfDate } from '../../application/statistics/categories-of-date.use-case';
import { DailyPlayers } from '../../application/statistics/daily-players.use-case';
import { DateCombinations } from '../../application/statistics/date-combinations.use-case';
import { GameOfDate } from '../../application/statistics/game-of-date';
import { GameReviews } from '../../application/statistics/game-reviews.use-case';
import { StatisticsUseCases } from '../../application/statistics/statistics-use-cases';
import { UserStats } from '../../application/statistics/user-stats.use-case';
import { PostgresControlPanelStatisticsQuery } from '../../adapters/postgres/postgres-control-panel-statistics.query';
import { bindSelf } from './bind-self';

/** The control panel's statistics: its read model over SQL and one use case per view. */
export function statisticsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CONTROL_PANEL_STATISTICS_QUERY).to(PostgresControlPanelStatisticsQuery);
    bindSelf(bind, [
      GameOfDate,
      ActiveSessions,
      UserStats,
      DailyPlayers,
      GameReviews,
      DateCombinations,
      CategoriesOfDate,
      StatisticsUseCases,
    ]);
  });
}
